"""Train the learned prompt-injection screen and write nbagent/guards/screen_model.npz.

    python screenlab/train_screen.py          # build the corpus, train, pick the threshold, write the model
                                              # and its record of inputs (screenlab/screen_model.inputs.json)
    python screenlab/train_screen.py --check  # train again and compare with the committed model and record
    python screenlab/train_screen.py --check --write-manifest   # the same; on success, rewrite the record

Needs the ``train`` extra (Faker, scikit-learn, scipy: ``pip install -e '.[train]'``);
the screen itself needs only numpy. Deterministic: the corpus comes from fixed
seeds (screenlab/screen_corpus), the solver (liblinear, L2, primal) is
deterministic, the script runs itself with ``PYTHONHASHSEED=0`` (Faker iterates over
hashed collections) and with glibc's baseline x86-64 maths (``FIXED_ENV``: exp and log differ
in their last bits between CPUs with and without FMA), and the weights are stored as float16. The
result depends on the Python version (standard-library docstrings are part of the corpus) and
the Faker version, both recorded in the model file.

The corpus (screenlab/screen_corpus): generated documents (phrase lists, Faker carriers, standard-library
docstrings), text written for it by separate authors in 17 languages (``written/``: injections and
benign documents with hard negatives among them; quoted attacks are left out, see written_rows.py),
and development sets 3 and 4. Every
URL host and e-mail domain named by a host name is redrawn from one pool for both labels (``hosts.py``), so
no host tells the label (IP addresses are left as written: see written_rows.py's known flaws).

Training rows are windows of the folded text, the sizes the screen scores at
run time: for an injected document, windows that contain an injected piece
(positive) and windows of its carrier away from the pieces (negative); for a
benign document, windows anywhere; then, after a first fit, each benign
document's best-scoring windows (hard-negative mining) and each development-set injection's best
window of each width (it has no spans: multiple-instance learning), and a second fit. The threshold is
the lowest score that keeps false positives on the validation documents people wrote at or below
``--max-fp`` (see ``MAX_FP`` for how it was chosen).

The record of inputs (``MANIFEST``, written with the weights): the SHA-256 of the weights file, of every
file training reads or runs (``inputs()``: this script, the corpus package, the development sets' files,
the tune rows, the screen's code the trainer calls) and of them all together, the versions the model file
records, and the ``train`` extra's pins. Retraining takes minutes, so CI does not retrain; it recomputes
these hashes (``stale()``) and fails when an input changed without the weights being checked again
(tests/policy/test_screen_model.py). The retrain itself runs in the heavy lane (``bash scripts/test.sh --heavy``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LAB = ROOT / "screenlab"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(LAB))

import numpy as np  # noqa: E402
from screen_corpus.build import build  # noqa: E402
from screen_corpus.written_rows import DEV_SETS  # noqa: E402

from nbagent.guards import _features as F  # noqa: E402
from nbagent.guards import _learned as L  # noqa: E402

WIDTHS = (80, 160)  # the windows the screen scores at run time (chosen on validation: 128 and 512 detected less)
TRAIN_WIDTHS = (80, 160, 512)  # training windows: the wider ones teach the model more carrier context
SEED = 15
# False positives allowed on the validation documents people wrote. Chosen (stop 28) by leaving each
# development set out of training in turn, once a validation document no longer carries a training injection
# (written_rows.py): the rate set here then carries over to the left-out set. All of its benign documents:
# 5% here gave 4.9% on left-out set 4 (81.2% detected) and 3.1% on set 3 (83.0%); 6% gave 6.2% and 4.6%;
# 8% gave 8.9% and 6.2% (86.4%, 86.7% detected). Before that fix, 8% here gave 8.3% on set 4.
# Known flaw, for the next retrain (a review found it after v4 was trained): the development sets' documents
# share lines across the splits (each set is generated from pools of sentences), so their validation
# documents score like training text. They are 40% of the final model's population (156 of 392) but were
# about 25% of each left-out run's, so the final 5% falls on the written corpus's documents (8.1% of them
# are at or above it) and the threshold (8.84) sits below the left-out runs' (9.5 to 9.7). Setting it on
# the written corpus alone, by the same left-out rule, gives 6% and 9.99; but at 9.99 a plain injection in
# a 200 KB text is missed (LENGTH_SLOPE in nbagent/guards/screening.py was chosen with v3's threshold), so
# the two must be chosen together (screenlab/length_rule.py measures the rise a threshold needs).
MAX_FP = 0.05
# The environment training runs in, the same on every machine: Faker iterates over hashed collections
# (a fixed hash seed), and glibc picks exp/log implementations by CPU (with FMA or without), whose last
# bits differ, so liblinear's path and the weights would differ between CPUs: the baseline x86-64
# implementations everywhere. Holds for glibc 2.33 and later (older glibc spells the names
# AVX2_Usable, FMA_Usable and ignores these) on x86-64 CPUs without FMA4; only main() applies it
# (calling train() from Python runs in the caller's environment).
FIXED_ENV = {"PYTHONHASHSEED": "0", "GLIBC_TUNABLES": "glibc.cpu.hwcaps=-AVX2,-FMA,-AVX512F"}
C = 3000.0  # barely regularised: chosen on the validation split (300 and 1000 detected less)
MANIFEST = LAB / "screen_model.inputs.json"
WEIGHTS = "nbagent/guards/screen_model.npz"  # the committed weights (L.MODEL_PATH in a checkout)
# The screen's code the trainer runs, whose changes can change the weights or the threshold: the folding
# table and n-gram hashes (_features, with the lookalike table it folds through), the windows and scores
# (_learned) and the C kernel that scores instead of numpy when built (_kernel.c).
SCREEN_CODE = (
    "nbagent/guards/_features.py",
    "nbagent/boundary/_lookalikes.py",
    "nbagent/guards/_learned.py",
    "nbagent/guards/_kernel.c",
)


def _folded_spans(text: str, spans: list[list[int]] | list[tuple[int, int]], table: Any) -> list[tuple[int, int]]:
    return [(len(F.fold(text[:a], table)), len(F.fold(text[:b], table))) for a, b in spans]


def windows(row: dict[str, Any], folded: Any, table: Any, rng: random.Random) -> list[tuple[Any, int]]:
    """(folded window, label) training rows of one document."""
    m = len(folded)
    out: list[tuple[Any, int]] = []
    if row.get("mil"):
        return out  # an injection without spans: its positives come from the first model (mil_windows)
    spans = _folded_spans(row["text"], row["spans"], table)
    if row["label"] == "injection" and not spans:
        return [(folded, 1)]  # a short labelled text without spans (the tune split)
    for width in TRAIN_WIDTHS:
        if row["label"] == "benign":
            if m <= width:
                out.append((folded, 0))
            else:
                s = rng.randint(0, m - width)
                out.append((folded[s : s + width], 0))
            continue
        for a, b in spans:
            if b - a >= width:
                s = rng.randint(a, b - width)
            else:
                lo, hi = max(0, b - width), min(a, max(0, m - width))
                s = rng.randint(min(lo, hi), max(lo, hi))
            out.append((folded[s : s + width], 1))
        clean = [s for s in range(0, max(1, m - width), 16) if all(s + width <= a or s >= b for a, b in spans)]
        if clean and m > width:
            s = rng.choice(clean)
            out.append((folded[s : s + width], 0))
    if row["label"] == "injection":
        for a, b in spans:
            out.append((folded[a:b], 1))
    return out


def mine(model: L.Model, folded: Any, most: int = 5) -> list[tuple[Any, int]]:
    """Up to ``most`` windows of a benign folded text that ``model`` scores above 0, best first."""
    width = WIDTHS[0]
    starts = np.array([0]) if len(folded) <= width else np.arange(0, len(folded) - width + 1, width // 4)
    out: list[tuple[float, int, Any]] = []
    for s in starts:
        piece = folded[s : s + width]
        score, _, _ = L._best(model, piece)
        if score > 0:
            out.append((score, int(s), piece))
    out.sort(key=lambda t: (-t[0], t[1]))
    return [(piece, 0) for _, _, piece in out[:most]]


def mil_windows(model: L.Model, folded: Any) -> list[tuple[Any, int]]:
    """An injected text without spans: its best window of each width under ``model``, as positives.

    Multiple-instance learning: the text holds an injection somewhere, and the window that
    scores highest is the likeliest place.
    """
    out: list[tuple[Any, int]] = []
    for width in WIDTHS:
        one = L.Model(model.weights, model.bias, model.table, (width,), model.threshold)
        _, a, b = L._best(one, folded)
        out.append((folded[a:b], 1))
    return out


def matrix(rows: list[tuple[Any, int]]) -> tuple[Any, Any]:
    """A CSR matrix of n-gram features and the label vector."""
    from scipy.sparse import csr_matrix

    indptr = [0]
    idx_parts, val_parts = [], []
    for folded, _ in rows:
        idx, val = F.ngram_counts(folded)
        idx_parts.append(idx.astype(np.int32))
        val_parts.append(val)
        indptr.append(indptr[-1] + len(idx))
    X = csr_matrix(
        (np.concatenate(val_parts), np.concatenate(idx_parts), np.array(indptr, dtype=np.int64)),
        shape=(len(rows), 1 << F.BITS),
    )
    return X, np.array([y for _, y in rows], dtype=np.int8)


def fit(X: Any, y: Any) -> tuple[Any, float]:
    """Logistic regression (L2, liblinear, deterministic); weights as float16."""
    from sklearn.linear_model import LogisticRegression

    clf = LogisticRegression(C=C, solver="liblinear", max_iter=200, class_weight="balanced", random_state=0)
    clf.fit(X, y)
    return clf.coef_[0].astype(np.float16), float(np.float16(clf.intercept_[0]))


def doc_scores(model: L.Model, texts: list[str]) -> Any:
    """The screen's score for each whole document."""
    return np.array([L.score(t, model).score for t in texts])


def pick_threshold(benign_scores: Any, max_fp: float) -> float:
    """The lowest threshold with at most ``max_fp`` of the benign scores at or above it."""
    ranked = np.sort(benign_scores)[::-1]
    allowed = int(np.floor(max_fp * len(ranked)))
    return float(np.nextafter(ranked[allowed], np.inf)) if allowed < len(ranked) else float(ranked[-1])


def report(rows: list[dict[str, Any]], scores: Any, threshold: float) -> dict[str, Any]:
    """Detection and false positives on validation rows, overall and by family, language and carrier."""
    out: dict[str, Any] = {}
    groups: dict[str, dict[str, list[bool]]] = defaultdict(lambda: defaultdict(list))
    for row, s in zip(rows, scores, strict=True):
        hit = bool(s >= threshold)
        kind = "detection" if row["label"] == "injection" else "false_positives"
        groups[kind]["all"].append(hit)
        groups[kind]["lang " + row["lang"]].append(hit)
        groups[kind]["carrier " + row["carrier"]].append(hit)
        if kind == "detection":
            groups[kind]["family " + row["family"]].append(hit)
    for kind, by in groups.items():
        out[kind] = {k: (round(sum(v) / len(v), 3), len(v)) for k, v in sorted(by.items())}
    return out


def train(
    max_fp: float = MAX_FP, rows: list[dict[str, Any]] | None = None, dev: tuple[str, ...] = DEV_SETS
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Build the corpus, train, pick the threshold; returns (arrays for the npz, validation report).

    ``dev``: the development sets whose documents join the corpus (leave one out to measure on it).
    """
    import faker

    t0 = time.perf_counter()
    table = F.build_table()
    rows = build(seed=SEED, dev=dev) if rows is None else rows
    rng = random.Random(SEED)
    train_rows: list[tuple[Any, int]] = []
    for row in rows:
        if row["split"] == "train":
            train_rows += windows(row, F.fold(row["text"], table), table, rng)
    X, y = matrix(train_rows)
    weights, bias = fit(X, y)
    # One round of hard-negative mining: the screen blocks on a text's best window, so the benign
    # windows that score highest are the ones that matter; add up to five windows of each benign
    # document that score above 0 as negatives and fit again.
    first = L.Model(weights.astype(np.float32), bias, table, WIDTHS, 0.0)
    mined: list[tuple[Any, int]] = []
    for row in rows:
        if row["split"] == "train" and row["label"] == "benign":
            mined += mine(first, F.fold(row["text"], table))
        elif row["split"] == "train" and row.get("mil"):
            mined += mil_windows(first, F.fold(row["text"], table))
    X, y = matrix(train_rows + mined)
    weights, bias = fit(X, y)
    arrays: dict[str, Any] = {
        "weights": weights,
        "bias": np.array(bias, dtype=np.float64),
        "table": table,
        "widths": np.array(WIDTHS, dtype=np.int32),
        "threshold": np.array(0.0),
    }
    model = L.Model.from_arrays(arrays)
    val = [r for r in rows if r["split"] == "val"]
    scores = doc_scores(model, [r["text"] for r in val])
    # the threshold is set on documents people wrote (the written corpus, the development sets), not on
    # generated ones: generated benign text is easier, and a threshold set on it blocks more real documents
    benign = np.array([s for r, s in zip(val, scores, strict=True) if r["label"] == "benign" and r.get("written")])
    threshold = float(np.float16(max(0.0, pick_threshold(benign, max_fp))))
    arrays["threshold"] = np.array(threshold)
    arrays["versions"] = np.array(json.dumps({"python": sys.version.split()[0], "faker": faker.VERSION}))
    info = {
        "train_windows": int(X.shape[0]),
        "mined_negatives": len(mined),
        "nonzero_weights": int(np.count_nonzero(weights)),
        "seconds": round(time.perf_counter() - t0, 1),
        "threshold": threshold,
        "validation": report(val, scores, threshold),
    }
    return arrays, info


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def inputs(root: Path = ROOT, dev: tuple[str, ...] = DEV_SETS) -> list[str]:
    """Every file training reads or runs, as sorted paths relative to ``root``: this script, every file of
    the corpus package (``__pycache__`` left out), the development sets' files, the tune rows, ``SCREEN_CODE``."""
    lab = root / "screenlab"
    corpus = [p for p in (lab / "screen_corpus").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    files = [lab / "train_screen.py", *corpus, *(lab / name / f"{name}.jsonl" for name in dev)]
    files += [root / "tests" / "policy" / "data" / "screening.jsonl", *(root / p for p in SCREEN_CODE)]
    return sorted(p.relative_to(root).as_posix() for p in files)


def train_pins(root: Path = ROOT) -> list[str]:
    """The ``train`` extra's requirements in pyproject.toml: Faker, scikit-learn and scipy, pinned."""
    import tomllib

    with open(root / "pyproject.toml", "rb") as f:
        return list(tomllib.load(f)["project"]["optional-dependencies"]["train"])


def manifest(root: Path = ROOT) -> dict[str, Any]:
    """The record of what the committed weights were trained from, as the files under ``root`` are now."""
    files = {rel: _sha256(root / rel) for rel in inputs(root)}
    together = hashlib.sha256("".join(f"{rel}\0{h}\n" for rel, h in files.items()).encode()).hexdigest()
    weights = root / WEIGHTS
    with np.load(weights) as model:
        versions = json.loads(str(model["versions"]))  # what the model file records: python, faker
    return {
        "weights": {"path": WEIGHTS, "sha256": _sha256(weights)},
        "versions": versions,
        "python": ".".join(versions["python"].split(".")[:2]),  # stdlib docstrings are corpus: major.minor
        "train_pins": train_pins(root),
        "inputs_sha256": together,
        "inputs": files,
    }


def write_manifest(root: Path = ROOT) -> Path:
    """Write the record of the weights as they are under ``root`` (after a training or a passing --check)."""
    path = root / MANIFEST.relative_to(ROOT)
    path.write_text(json.dumps(manifest(root), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return path


def stale(root: Path = ROOT) -> list[str]:
    """What changed since the record was written (empty: nothing): each input file added, removed or
    changed, the weights file, the versions the model file records, the train extra's pins."""
    path = root / MANIFEST.relative_to(ROOT)
    if not path.is_file():
        return [f"{path.relative_to(root).as_posix()} is missing"]
    old, new = json.loads(path.read_text(encoding="utf-8")), manifest(root)
    out = []
    for rel in sorted(set(old["inputs"]) | set(new["inputs"])):
        if rel not in old["inputs"]:
            out.append(f"{rel} (added)")
        elif rel not in new["inputs"]:
            out.append(f"{rel} (removed)")
        elif old["inputs"][rel] != new["inputs"][rel]:
            out.append(f"{rel} (changed)")
    if old["weights"] != new["weights"]:
        out.append(f"{new['weights']['path']} (the weights file changed)")
    for key in ("versions", "python", "train_pins"):
        if old.get(key) != new[key]:
            out.append(f"{key}: recorded {old.get(key)}, now {new[key]}")
    if not out and old["inputs_sha256"] != new["inputs_sha256"]:
        out.append("inputs_sha256 (the record was edited by hand)")
    return out


def main() -> None:
    """Command line: train and write (or --check against) the committed model."""
    if any(os.environ.get(k) != v for k, v in FIXED_ENV.items()):
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, **FIXED_ENV})
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / WEIGHTS)
    parser.add_argument("--check", action="store_true", help="train and compare with --out instead of writing it")
    parser.add_argument("--max-fp", type=float, default=MAX_FP)
    parser.add_argument(
        "--write-manifest", action="store_true", help=f"with --check: on success, rewrite {MANIFEST.name}"
    )
    args = parser.parse_args()
    if args.write_manifest and not args.check:
        parser.error("--write-manifest goes with --check (training without --check writes the record anyway)")
    default_out = args.out.resolve() == (ROOT / WEIGHTS).resolve()  # the record is about the committed weights
    arrays, info = train(args.max_fp)
    print(json.dumps(info))
    if args.check:
        with np.load(args.out) as old:
            same = all(np.array_equal(old[k], arrays[k]) for k in ("weights", "bias", "table", "widths", "threshold"))
        if not same:
            print("DIFFERENT")
            sys.exit(1)
        if default_out and args.write_manifest:
            print(f"wrote {write_manifest()}")
        changed = stale() if default_out else []
        if changed:  # the arrays reproduce, but the record does not say what they were trained from
            print(f"{MANIFEST.name} is stale ({', '.join(changed)}): rerun with --check --write-manifest")
            print("DIFFERENT")
            sys.exit(1)
        print("identical")
        sys.exit(0)
    np.savez_compressed(args.out, **arrays)
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.2f} MB)")
    if default_out:
        print(f"wrote {write_manifest()}")


if __name__ == "__main__":
    main()
