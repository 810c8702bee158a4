"""Which of toolwall-guard's cited rules add detections to the pattern screen, on development data only.

``python screenlab/toolwall_port.py [--wheel toolwall_guard-0.4.0-py3-none-any.whl]``

toolwall-guard 0.4.0 (Apache-2.0, Copyright 2026 Muhammad Hasnain, bryteai.studio / Bin Abdullah LLC) ships
65 rules, each with a citation, in ``toolwall/detect/attack_corpus.csv``. This script reads that file from the
wheel (never installs it), compiles each rule with RE2 (``re2``, the engine of the pattern screen's sets and
twins), case-insensitive where the rule says so, and searches the raw text of every development row:

- held-out sets 3, 4, 5 and 6 (``screenlab/heldoutN/heldoutN.jsonl``; family ``quoted_attack`` is grey:
  benign security writing that quotes attacks), and ``tests/policy/data/screening.jsonl`` (all splits).
- Never sets 7 and 8 nor ``screenlab/benign_work/``: they are held out and report the result.

For each rule it prints: the injection rows it matches; of those, the ones the pattern screen
(``Screener([builtin_detector])``) misses and the ones the default screen (``nbagent.screen``) misses; the
benign rows it matches, without and with the grey family. Then the per-set figures of both screens.

Decision rule (applied to the table, printed per rule): **port** a rule that (a) compiles under RE2, (b)
matches at least one injection row the pattern screen misses, (c) matches no non-grey benign development
row, or exactly one for which the port can name a clear reason (a narrower port that leaves the row out,
written in ``nbagent/guards/_toolwall.py``), and (d) still adds that detection at the weight the pattern
screen gives a comparable pattern of its own (``WEAK`` below: rules whose comparable weight is under 1.0 add
nothing alone, and adding them under a new label would count one thing twice). Everything else is not
ported, with the reason printed (does not compile / adds nothing / benign matches / weak). Grey matches are
reported, not counted against a rule: quoting an attack is what grey rows do.

Result (2026-11, toolwall-guard 0.4.0): 64 of 65 compile (ipi-011 needs a lookbehind); 7 pass (a) to (c);
ipi-004, ipi-018 and ipi-024 fail (d); ipi-039, ipi-040, ipi-042 and ipi-060 are ported (ipi-060 narrowed).

"Misses" means a score below 1.0, the level at which the detectors call a text an injection (``FLAG_AT`` since
issue 37's two thresholds; ``blocked`` needs more, and is reported beside it). The rule table is measured
against the screens *without* the port (``unport()`` empties the ported rules in this process, the same
code otherwise), so it reads the same before and after the port; the figures are printed for both.
``unported_screen`` / ``unported_patterns`` serve ``bench/screen_heldout.py --screen`` for the same
comparison of throughput (``--screen toolwall_port:unported_screen``, with ``screenlab`` on ``PYTHONPATH``).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
import time
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import re2  # noqa: E402

from nbagent import screen  # noqa: E402
from nbagent.guards import _detectors as D  # noqa: E402
from nbagent.guards.screening import Screener, Screening, builtin_detector  # noqa: E402

WHEEL = Path("/tmp/peers/toolwall_guard-0.4.0-py3-none-any.whl")
CORPUS = "toolwall/detect/attack_corpus.csv"
GREY = "quoted_attack"
DETECTS = 1.0  # the score the detectors call an injection (issue 37: the flag threshold)


def unport() -> None:
    """Leave the ported toolwall-guard rules out of the pattern screen in this process (and rebuild its caches)."""
    D.TOOLWALL = ()
    for cached in (D.patterns, D._twin_set, D._index, D._needle_set):
        cached.cache_clear()


_PATTERN_SCREEN = Screener([builtin_detector])


def unported_screen(text: str) -> Screening:
    """The default screen as it was before the port (for ``bench/screen_heldout.py --screen``)."""
    if D.TOOLWALL:
        unport()
    return screen(text)


def unported_patterns(text: str) -> Screening:
    """The pattern screen as it was before the port."""
    if D.TOOLWALL:
        unport()
    return _PATTERN_SCREEN.screen(text)


@dataclass
class Row:
    where: str  # which development set
    text: str
    injection: bool
    grey: bool
    pattern_blocks: bool = False  # the pattern screen's score reaches DETECTS (before the port)
    default_blocks: bool = False  # the default screen's (before the port)
    after: dict[str, bool] = field(default_factory=dict)  # the same and the blocked verdicts, before and after


@dataclass
class Rule:
    rid: str
    kind: str
    pattern: str
    ignore_case: bool
    source: str
    compiled: object | None = None
    error: str = ""
    hits: list[int] = field(default_factory=list)


def rules(wheel: Path) -> list[Rule]:
    """The wheel's rules, each compiled with RE2 (``compiled`` None and ``error`` set where RE2 refuses it)."""
    with zipfile.ZipFile(wheel) as zf:
        data = zf.read(CORPUS).decode("utf-8")
    out = []
    for row in csv.DictReader(io.StringIO(data)):
        rule = Rule(row["id"], row["kind"], row["pattern"], row["case_insensitive"].lower() == "true", row["source"])
        options = re2.Options()
        options.case_sensitive = not rule.ignore_case
        options.log_errors = False
        try:
            rule.compiled = re2.compile(rule.pattern, options)
        except re2.error as exc:
            rule.error = str(exc) or type(exc).__name__
        out.append(rule)
    return out


def development() -> list[Row]:
    """Every development row: held-out sets 3 to 6 and the policy tests' screening data."""
    rows: list[Row] = []
    for n in (3, 4, 5, 6):
        for line in (ROOT / "screenlab" / f"heldout{n}" / f"heldout{n}.jsonl").read_text("utf-8").splitlines():
            if line.strip():
                r = json.loads(line)
                rows.append(Row(f"set {n}", r["text"], r["label"] == "injection", r.get("family") == GREY))
    for line in (ROOT / "tests" / "policy" / "data" / "screening.jsonl").read_text("utf-8").splitlines():
        if line.strip():
            r = json.loads(line)
            rows.append(Row("screening.jsonl", r["text"], r["label"] == "injection", r.get("family") == GREY))
    return rows


def figures(rows: list[Row], when: str) -> str:
    """Detection and false positives per set, of the pattern screen and of the default screen.

    ``when``: ``before`` / ``after`` the port, score >= DETECTS; ``before-blocked`` / ``after-blocked``: blocked.
    """
    lines = [
        f"{when}: {'set':<16} {'inj':>4} {'benign':>6} | {'pattern det':>11} {'FP':>6} {'FP-nogrey':>9} | "
        f"{'default det':>11} {'FP':>6} {'FP-nogrey':>9}"
    ]
    for where in dict.fromkeys(r.where for r in rows):
        part = [r for r in rows if r.where == where]
        inj = [r for r in part if r.injection]
        ben = [r for r in part if not r.injection]
        plain = [r for r in ben if not r.grey]

        def rate(xs: list[Row], screen: str) -> str:
            return f"{100 * sum(r.after[f'{when} {screen}'] for r in xs) / max(1, len(xs)):.1f}%"

        lines.append(
            f"{when}: {where:<16} {len(inj):>4} {len(ben):>6} | {rate(inj, 'pattern'):>11} {rate(ben, 'pattern'):>6} "
            f"{rate(plain, 'pattern'):>9} | {rate(inj, 'default'):>11} {rate(ben, 'default'):>6} "
            f"{rate(plain, 'default'):>9}"
        )
    return "\n".join(lines)


# (d): rules the screen already weighs below 1.0 in a pattern of its own, with that weight and why
WEAK = {
    "ipi-004": (0.5, "a lone 'system:' line is fake_turns' 'fake conversation turn', 0.5 by design"),
    "ipi-018": (0.3, "a shell command: 'dangerous command' weighs curl|sh and rm -rf 0.3 (READMEs hold them)"),
    "ipi-024": (
        0.4,
        "a bare %-run is not evidence (URLs of non-Latin pages); the screen decodes it and weighs what it says",
    ),
}


def decide(rule: Rule, rows: list[Row]) -> tuple[bool, str]:
    """The decision rule of the module docstring, with its reason."""
    if rule.compiled is None:
        return False, f"does not compile under RE2 ({rule.error.splitlines()[0][:60]})"
    adds = sum(1 for i in rule.hits if rows[i].injection and not rows[i].pattern_blocks)
    benign = sum(1 for i in rule.hits if not rows[i].injection and not rows[i].grey)
    if adds == 0:
        return False, "adds no detection the pattern screen lacks"
    if benign > 1:
        return False, f"matches {benign} benign rows"
    if rule.rid in WEAK:
        weight, why = WEAK[rule.rid]
        return False, f"adds {adds} at 1.0, none at {weight}: {why}"
    if benign == 1:
        return True, f"adds {adds}; one benign match: port only with a narrower pattern that leaves it out"
    return True, f"adds {adds}, no benign match"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--wheel", type=Path, default=WHEEL)
    parser.add_argument("--show", default="", help="comma-separated rule ids: print the rows they match (benign first)")
    args = parser.parse_args()
    table = rules(args.wheel)
    ported_ids = {p.rule for p in D.TOOLWALL}
    rows = development()
    print(f"{len(D.TOOLWALL)} rules ported in nbagent/guards/_toolwall.py")
    for when in ("after", "before"):  # after first: unport() cannot be undone in a process
        if when == "before":
            unport()
        start = time.perf_counter()
        for r in rows:
            for name, verdict in (("pattern", _PATTERN_SCREEN.screen(r.text)), ("default", screen(r.text))):
                r.after[f"{when} {name}"] = verdict.score >= DETECTS
                r.after[f"{when}-blocked {name}"] = verdict.blocked
        r_time = time.perf_counter() - start
        print(f"{when} the port: {len(rows)} development rows screened by both screens in {r_time:.1f} s")
    for r in rows:
        r.pattern_blocks, r.default_blocks = r.after["before pattern"], r.after["before default"]
    for rule in table:
        if rule.compiled is not None:
            rule.hits = [i for i, r in enumerate(rows) if rule.compiled.search(r.text)]  # type: ignore[attr-defined]
    compiled = sum(rule.compiled is not None for rule in table)
    print(f"{len(table)} rules, {compiled} compile under RE2\n")
    print(f"{'rule':<9} {'kind':<34} {'inj':>4} {'+pat':>4} {'+def':>4} {'ben':>4} {'grey':>4}  decision  (ported?)")
    ported = 0
    for rule in table:
        inj = [i for i in rule.hits if rows[i].injection]
        port, why = decide(rule, rows)
        ported += port
        print(
            f"{rule.rid:<9} {rule.kind[:34]:<34} {len(inj):>4} "
            f"{sum(not rows[i].pattern_blocks for i in inj):>4} {sum(not rows[i].default_blocks for i in inj):>4} "
            f"{sum(not rows[i].injection and not rows[i].grey for i in rule.hits):>4} "
            f"{sum(rows[i].grey for i in rule.hits):>4}  {'PORT' if port else 'not'}: {why}"
            f"{'  (ported)' if rule.rid in ported_ids else ''}"
        )
    print(f"\n{ported} of {len(table)} rules pass the decision rule")
    print("columns: inj = injection rows matched; +pat / +def = of those, missed by the pattern / default screen;")
    print("         ben = non-grey benign rows matched; grey = quoted-attack rows matched\n")
    for when in ("before", "after", "before-blocked", "after-blocked"):
        print(figures(rows, when))
    for rid in filter(None, args.show.split(",")):
        rule = next(x for x in table if x.rid == rid)
        print(f"\n== {rid}: {rule.pattern}")
        for i in sorted(rule.hits, key=lambda i: rows[i].injection):
            r = rows[i]
            m = rule.compiled.search(r.text)  # type: ignore[attr-defined]
            s = m.start() if m else 0
            kind = "INJ" if r.injection else ("grey" if r.grey else "BENIGN")
            print(
                f"  [{kind} {r.where} pat={r.pattern_blocks:d} def={r.default_blocks:d}] "
                f"{r.text[max(0, s - 60) : s + 100]!r}"
            )


if __name__ == "__main__":
    main()
