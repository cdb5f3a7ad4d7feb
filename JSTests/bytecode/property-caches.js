// Every property and global access has its own inline cache slot.
var point = { x: 1, y: 2 };
function norm(p) {
    return p.x * p.x + p.y * p.y;
}
norm(point);
point[0] = norm;
