// The hosted payment page's stylesheet, served from the page's own origin (its CSP allows no inline
// style). One column that fits 320 px and up; focus is always visible for keyboard users.
export const PAY_PAGE_CSS = `
*{box-sizing:border-box}
html{font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#eef1f5}
body{margin:0;padding:16px}
.sheet{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 12px #0002}
header{border-bottom:1px solid #e3e7ec;margin-bottom:16px}
.brand{font-weight:700;font-size:1.1rem;margin:0;color:#0b5cad}
.demo{margin:4px 0 12px;font-size:.85rem;color:#5b6470}
h1{font-size:1.35rem;margin:0 0 8px}
h2{font-size:1rem;margin:0 0 6px}
.amount{display:flex;justify-content:space-between;align-items:baseline;gap:8px;margin:0 0 4px}
.amount strong{font-size:1.5rem}
.merchant,.note{color:#5b6470;font-size:.9rem;margin:0 0 12px}
form{margin:12px 0 0}
.row{display:flex;gap:12px}
.field{margin:0 0 14px;flex:1 1 0;min-width:0}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:4px}
input{width:100%;font:inherit;font-size:1.1rem;padding:10px 12px;border:1px solid #9aa4b1;border-radius:8px;
  letter-spacing:.04em}
input[aria-invalid="true"]{border-color:#c62828;background:#fff6f6}
.error{color:#b71c1c;font-size:.85rem;margin:4px 0 0}
.alert{background:#fdecea;color:#8e1b1b;border-radius:8px;padding:10px 12px;margin:8px 0}
button,.button{display:block;width:100%;font:inherit;font-weight:600;padding:12px 16px;border-radius:8px;
  border:0;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#0b5cad;color:#fff}
.primary:hover{background:#094d91}
.link{background:none;color:#0b5cad;text-decoration:underline;padding:10px}
.secondary{margin-top:4px}
:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.status{border-radius:8px;padding:12px;margin:12px 0;font-weight:600}
.ok{background:#e7f6ec;color:#1d6b34}
.bad{background:#fdecea;color:#8e1b1b}
.cards{margin-top:18px;padding-top:12px;border-top:1px solid #e3e7ec;font-size:.85rem;color:#3d4450}
.cards ul{margin:0 0 6px;padding-left:18px}
.cards li{margin-bottom:4px}
code{font-size:.9em;white-space:nowrap}
`;
