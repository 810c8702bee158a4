"""Rows from text written for the corpus by separate authors (``written/``) and from development sets 3 and 4.

``written/`` holds seven modules written for this repository by authors who saw neither the screen nor
any held-out set: injections (``inj_*.py``: snippets an attacker plants, and whole documents with
the planted text between ``[[INJ]]`` and ``[[/INJ]]``) and benign documents (``benign_*.py``: plain
ones, hard negatives that share an attack's vocabulary, and security writing that quotes an attack,
which is left out: see :func:`written`).
Each snippet is planted three times: in one of the authors' benign documents of its language and split
(English when there is none: Indonesian and Vietnamese have no documents, and Dutch, Polish and Turkish
none in the validation split; the Arabic validation snippets share one document), and in two generated
carriers.

A snippet is planted only in documents of its own split (a validation document never carries a
training injection, so none of its text is trained on), and host names are redrawn (:func:`.hosts.rehost`),
in the written rows and in the development sets alike. Known flaws, for the next retrain: the development
sets' documents share lines across the splits (see ``MAX_FP`` in screenlab/train_screen.py); ``rehost`` leaves
IP addresses as written, and only injections use IP-address URLs (8 in set 3, 1 written), nor does it redraw
hosts after a masked or non-ASCII local part (``c***@hotmail.com``, benign rows only).

Held-out sets 3 and 4 chose between earlier screens, so they are development sets now; their
documents (except their quoted attacks) are training rows too. Their injections carry no spans: they
are marked ``mil``, and the trainer takes each one's best-scoring windows under its first model as
the positives (multiple instance learning).
"""

from __future__ import annotations

import importlib
import json
import random
import re
from pathlib import Path
from typing import Any

from .carriers import _WORDS, CARRIERS, END, START, strip_markers
from .hosts import rehost

LAB = Path(__file__).resolve().parents[1]  # screenlab/: the development sets are its heldout3/, heldout4/
WRITTEN = Path(__file__).with_name("written")
DEV_SETS = ("heldout3", "heldout4")  # development sets whose documents are training rows too
_INJ = re.compile(r"\[\[INJ\]\](.*?)\[\[/INJ\]\]", re.S)


def _rows(prefix: str) -> list[dict[str, str]]:
    """The rows of every ``written/<prefix>*.py``, in file name order."""
    out: list[dict[str, str]] = []
    for path in sorted(WRITTEN.glob(f"{prefix}*.py")):
        out += importlib.import_module(f".written.{path.stem}", __package__).ROWS
    return out


def _marked(text: str) -> tuple[str, list[tuple[int, int]]]:
    """A text with ``[[INJ]]...[[/INJ]]`` pieces: the plain text and the pieces' spans."""
    return strip_markers(_INJ.sub(lambda m: START + m.group(1) + END, text))


def _paragraphs(text: str) -> list[str]:
    return [p.strip() for p in re.split(r"\n\s*\n", text) if p.strip()]


def _plant(rng: random.Random, doc: str, piece: str) -> tuple[str, list[tuple[int, int]]]:
    """``piece`` between two lines of ``doc`` (or at its start or end)."""
    lines = doc.split("\n")
    at = rng.randint(0, len(lines))
    return strip_markers("\n".join([*lines[:at], START + piece + END, *lines[at:]]))


def _split(rng: random.Random) -> str:
    return "val" if rng.random() < 0.2 else "train"


def written(seed: int, fakers: dict[str, Any], paragraphs: Any) -> list[dict[str, Any]]:
    """The written modules as corpus rows.

    ``paragraphs(lang, split, rng)`` gives generated benign paragraphs for the languages the generator
    has phrases for (it raises ``KeyError`` for the others).
    """
    rng = random.Random(seed)
    hosts = random.Random(seed + 2)  # host names of both labels from one pool (hosts.py)
    injections = [{**r, "text": rehost(r["text"], hosts)} for r in _rows("inj_")]
    # quoted attacks (security writing that quotes an injection) are left out: a window of one reads
    # exactly like the attack it quotes, so as a benign row it would teach the model that the attack is
    # benign; the held-out sets report them apart, as a grey family
    benign = [{**r, "text": rehost(r["text"], hosts)} for r in _rows("benign_") if r["kind"] != "quoted_attack"]
    # (language, split) -> the plain benign documents that can host a snippet of that split
    hosts_of: dict[tuple[str, str], list[str]] = {}
    out: list[dict[str, Any]] = []
    for row in benign:
        split = _split(rng)
        if row["kind"] == "plain":
            hosts_of.setdefault((row["lang"], split), []).append(row["text"])
        out.append(
            {
                "text": row["text"],
                "label": "benign",
                "family": f"written {row['kind']}",
                "lang": row["lang"],
                "carrier": row["carrier"],
                "split": split,
                "spans": [],
                "written": True,  # people wrote it: the threshold is set on such validation documents
            }
        )
    for row in injections:
        lang, split = row["lang"], _split(rng)
        base = {"label": "injection", "family": row["family"], "lang": lang, "split": split}
        if row["kind"] == "document":
            text, spans = _marked(row["text"])
            out.append({**base, "text": text, "carrier": "written document", "spans": spans})
            continue
        # a document of the snippet's own split: a validation document must not carry a training
        # injection (its carrier windows would be trained on as negatives, and it would score lower than
        # unseen text, so the threshold set on it would sit too low)
        docs = hosts_of.get((lang, split)) or hosts_of[("en", split)]
        text, spans = _plant(rng, rng.choice(docs), row["text"])
        out.append({**base, "text": text, "carrier": "written document", "spans": spans})
        for _ in range(2):
            name = rng.choice(sorted(CARRIERS))
            words = lang if lang in _WORDS else "en"  # no carrier words for it: English headers, its paragraphs
            try:
                paras = paragraphs(lang, split, rng)
            except KeyError:
                paras = _paragraphs(rng.choice(docs))  # docs: of the snippet's split too
            fake = fakers.get(lang, fakers["en"])
            text, spans = strip_markers(rehost(CARRIERS[name](words, rng, fake, paras, [row["text"]]), hosts))
            out.append({**base, "text": text, "carrier": name, "spans": spans})
    return out


def dev_sets(seed: int, names: tuple[str, ...] = DEV_SETS) -> list[dict[str, Any]]:
    """Every document of the development sets ``names``; their injections have no spans (``mil``)."""
    rng = random.Random(seed)
    hosts = random.Random(seed + 3)  # host names of both labels from one pool (hosts.py)
    out: list[dict[str, Any]] = []
    for name in names:
        path = LAB / name / f"{name}.jsonl"
        for line in path.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            if r["family"] == "quoted_attack":
                continue  # grey, as above
            out.append(
                {
                    "text": rehost(r["text"], hosts),
                    "label": r["label"],
                    "family": f"{name} {r['family']}",
                    "lang": r["language"],
                    "carrier": r["carrier"],
                    "split": _split(rng),
                    "spans": [],
                    "mil": r["label"] == "injection",
                    "source": name,
                    "written": True,
                }
            )
    return out
