new Promise((resolve, reject) => {
    reject({ status: "refused" });
});
