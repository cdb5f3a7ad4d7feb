// A peeled loop keeps a double field in a register and leaves its store to the exits:
// "sunk:" lists the loop's store, and each snapshot of the loop writes the field
// (`base+disp=value`), with the previous iteration's value (the phi) before the store.
function accumulate(account, amounts) {
    for (let i = 0; i < amounts.length; i++)
        account.balance = account.balance + amounts[i] * 1.5;
    return account.balance;
}
const amounts = [];
for (let i = 0; i < 100; i++) amounts.push(i & 3);
const result = accumulate({ balance: 0.5 }, amounts);
if (result !== 225.5) throw new Error("bad result: " + result);
