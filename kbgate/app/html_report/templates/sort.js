document.querySelectorAll("table.sortable").forEach(function (t) {
  t.querySelectorAll("th").forEach(function (th, i) {
    th.tabIndex = 0; th.title = "Sort";
    th.addEventListener("click", function () {
      var body = t.tBodies[0], rows = Array.prototype.slice.call(body.rows), dir = th.dataset.dir === "1" ? -1 : 1;
      rows.sort(function (a, b) {
        var x = a.cells[i].textContent.trim(), y = b.cells[i].textContent.trim(), nx = parseFloat(x), ny = parseFloat(y);
        return dir * (isNaN(nx) || isNaN(ny) ? x.localeCompare(y) : nx - ny);
      });
      th.dataset.dir = dir === 1 ? "1" : "-1";
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
});
