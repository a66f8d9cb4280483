"""The reports' inline stylesheet (no font or image is loaded: system fonts, colours only)."""

STYLE = """
:root{--ok:#176317;--fail:#a11;--warn:#8a5a00;--muted:#666;--line:#d6d6d6}
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:1rem 1.5rem;color:#1d1d1d;max-width:80rem}
header h1{font-size:1.35rem;margin:.2rem 0 .6rem}h2{font-size:1.1rem;margin:1.4rem 0 .4rem}
table{border-collapse:collapse;margin:.3rem 0 .8rem}td,th{border:1px solid var(--line);padding:.15rem .5rem;
text-align:left;vertical-align:top}th{background:#f3f3f3;font-weight:600}caption{text-align:left;font-weight:600;
padding:.2rem 0}
.summary{display:flex;flex-wrap:wrap;gap:.2rem 1.5rem;align-items:flex-start}.summary>.tiles,.summary>p{flex-basis:100%}
.tiles{display:flex;flex-wrap:wrap;gap:.5rem;margin:.2rem 0 .4rem}.tile{border:1px solid var(--line);
border-radius:6px;padding:.3rem .8rem;min-width:6.5rem}.tile .num{font-size:1.3rem;font-weight:700}
.tile .lbl{font-size:.8rem;color:var(--muted)}.tile.ok .num{color:var(--ok)}.tile.fail .num{color:var(--fail)}
.tile.warn .num{color:var(--warn)}.tile.muted .num{color:var(--muted)}
.badge{display:inline-block;border-radius:3px;padding:0 .35rem;font-size:.8rem;font-weight:600;
border:1px solid currentColor}.badge.ok{color:var(--ok)}.badge.fail{color:var(--fail)}.badge.warn{color:var(--warn)}
.badge.muted{color:var(--muted)}p.muted{color:var(--muted)}p.fail{color:var(--fail)}p.warn{color:var(--warn)}
.charts{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
figure.chart{margin:0;border:1px solid var(--line);border-radius:6px;
padding:.3rem .6rem}figcaption{font-weight:600;font-size:.9rem}svg .bar{fill:#4a78b5}svg .axis{font-size:11px;
fill:#333}
details{border:1px solid var(--line);border-radius:4px;margin:.3rem 0;padding:.2rem .6rem}summary{cursor:pointer}
details:target{outline:2px solid #4a78b5}
.msg{margin:.3rem 0 .5rem;padding:.3rem .5rem;border-radius:4px;background:#f5f5f5}.msg.ok{background:#eef4ff}
.msg.fail{background:#fdeeee}.msg .who{font-weight:600;font-size:.8rem;color:var(--muted)}
.msg .text{white-space:pre-wrap;overflow-wrap:anywhere}.msg .note{font-size:.85rem;margin-top:.2rem}
a{color:#1f5fa8}ul.lines{list-style:none;margin:0;padding:0}
"""
