// Property loads through the inline caches: an own property guards the receiver's
// structure and loads its slot; a property found on the prototype guards the prototype's
// structure too and loads from the prototype, a constant of the trace.
function total(p) {
    var sum = 0;
    for (var i = 0; i < 100; i++) {
        sum = sum + p.x * p.scale + p.y;
    }
    return sum;
}
var proto = { scale: 3 };
var point = Object.create(proto);
point.x = 2;
point.y = 5;
var result = total(point);
if (result !== 1100) throw new Error("total = " + result);
