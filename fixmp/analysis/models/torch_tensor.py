"""``torch.Tensor``'s methods: which run a kernel over the elements and when it is parallel work (measured
sizes and kinds: copies, conversions, element-wise kernels, reductions, scans, Fourier transforms, products,
decompositions), which touch CUDA, and the shape of what each gives. ``torch.exp(x)`` and other functions of a
tensor no model of ``torch`` answers are read as its methods (``torch``'s fallback).

One model reads every method (``METHODS["torch.Tensor"]``): the program run asks it for a method of a tensor
value (``method_call``), with the tensor, the method's name and its arguments.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Dict, List

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, MethodModel
from fixmp.analysis.models.torch import DTYPE_NAMES, LINEAR_ALGEBRA, PDIST_GRAIN, on_cuda
from fixmp.analysis.parallel import LINEAR_ALGEBRA as DECOMPOSITIONS
from fixmp.analysis.parallel import SHARE_MEMORY_GRAIN_BYTES
from fixmp.analysis.shapes import broadcast, int_of, pieces, swapped_axes, transformed_length
from fixmp.analysis.values import UNKNOWN, Const, Layer, Qualified, Seq, Tensor, Val

LIBRARY = "torch.Tensor"

# One signal's FFT (``torch.fft.rfft(x, n=...)``). Measured (torch 2.13 CPU, one op per fresh process):
# 8,200, 9,000, 10,000, 12,000, 16,384, 32,768, 65,536 and 262,144 points start the pool; 256 to 8,192
# points do not (nor, measured once, 8,193).
ONE_DIMENSIONAL_FOURIER = {"fft", "ifft", "rfft", "irfft", "hfft", "ihfft"}
SERIAL_FOURIER_LENGTH = 8192
# ``torch.histc``: parallel past a few hundred values (300 measured parallel, 200 serial).
HISTOGRAM_GRAIN = 256
REDUCTIONS = {"sum", "mean", "std", "var", "norm", "prod", "max", "min", "argmax", "argmin", "logsumexp", "median"}
# Kernels that split their rows across the pool whatever the size (measured on torch 2.13 CPU: softmax
# of a 16x4 tensor over dim 0, cross_entropy of 4 rows, LayerNorm(16) on 4 rows start the pool; over one
# row they do not), and GELU, which starts it on 16 elements.
ROW_PARALLEL = {"softmax", "log_softmax", "cross_entropy", "nll_loss", "layer_norm"}
# Measured on torch 2.13 CPU, 2 threads: each starts the pool on a small input (stft of 512 samples,
# max_pool2d of one 3x16x16 image, group/instance norm of 2 items, scaled_dot_product_attention of
# 2x4x16x8, ctc_loss of 4 sequences).
ALWAYS_PARALLEL = {"gelu", "batch_norm", "stft", "istft", "group_norm", "instance_norm", "ctc_loss",
                   "scaled_dot_product_attention", "max_pool1d", "max_pool2d", "max_pool3d", "avg_pool1d",
                   "avg_pool2d", "avg_pool3d", "adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_avg_pool3d",
                   "adaptive_max_pool1d", "adaptive_max_pool2d", "adaptive_max_pool3d"}
# torch.fft transforms: a batch of two or more rows runs in parallel at any size (rfft of 2x64); a
# single 1-D signal only past the grain (rfft of 4,096 samples is serial).
FOURIER = {"fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2", "irfft2", "fftn", "ifftn",
           "rfftn", "irfftn"}
# Scans and selections serial along one 1-D tensor (topk, cumsum of 1e6) but split across the pool
# over the rows of a larger one past the grain (topk of 400x100, cumsum of 1000x100 along either dim).
SERIAL_IN_ONE_DIMENSION = {"topk", "cumsum", "cumprod", "cummax", "cummin"}
ELEMENTWISE = {"exp", "log", "abs", "sqrt", "rsqrt", "tanh", "sigmoid", "relu", "sin", "cos", "pow", "clamp", "add",
               "sub", "mul", "div", "neg", "sign", "square", "silu", "erf", "floor", "ceil", "round",
               "reciprocal", "log1p", "expm1", "dropout"}
COPIES = {"clone"}
# Conversions to an element type: a copy, unless the tensor has that type already (measured: ``.float()``
# of a float32 tensor of 1M elements is no copy and leaves the pool unstarted; ``.double()`` copies).
CONVERSIONS = {"double": "float64", "float": "float32", "half": "float16", "bfloat16": "bfloat16", "int": "int32",
               "long": "int64", "bool": "bool"}
VIEWS = {"detach", "view", "reshape", "flatten", "unsqueeze", "squeeze", "t", "transpose", "permute", "expand",
         "requires_grad_", "cpu", "to", "cuda", "data", "contiguous", "view_as", "reshape_as", "narrow"}
IN_PLACE_FILLS = {"zero_", "fill_", "copy_"}
# What a tensor says of itself without a kernel (no CUDA call on a GPU tensor).
METADATA = {"size", "dim", "numel", "element_size", "stride", "ndimension", "nelement", "is_contiguous",
            "get_device", "data_ptr", "is_floating_point", "type", "requires_grad_", "register_hook"}

# Tensor methods that run no kernel over the elements (views, metadata, reading one value) and
# kernels measured serial at any size (``topk``, ``cumsum`` over 1e6; the samplers fill serially).
NO_KERNEL = VIEWS | {"size", "dim", "numel", "item", "tolist", "numpy", "stride", "data_ptr", "is_contiguous",
                     "element_size", "chunk", "split", "unbind", "select", "storage", "untyped_storage", "type",
                     "get_device", "is_floating_point", "register_hook", "retain_grad", "share_memory_", "pin_memory",
                     "nelement", "ndimension", "T", "mT", "H", "expand_as", "unfold", "as_strided", "diagonal",
                     "tensor_split", "movedim", "swapaxes", "squeeze_", "unsqueeze_", "t_", "resize_", "set_",
                     "manual_seed", "seed", "initial_seed", "get_state", "set_state"}
# Kernels whose result has the shape of the tensor they run over.
SHAPE_KEEPING = {"argsort", "bucketize", "masked_fill", "masked_fill_", "nan_to_num", "clamp_min", "clamp_max",
                 "index_fill", "where", "lerp", "addcmul", "addcdiv", "sign", "frac", "trunc",
                 # element-wise functions of one tensor (``F.logsigmoid``, ``F.softplus``...)
                 "logsigmoid", "softplus", "elu", "leaky_relu", "selu", "celu", "mish", "hardswish", "hardsigmoid",
                 "relu6", "hardtanh", "logit", "erfc", "erfinv", "lgamma", "digamma", "tan", "atan", "asin", "sinc",
                 "acos", "sinh", "cosh", "asinh", "acosh", "atanh", "exp2", "log2", "log10", "fmod", "remainder",
                 "threshold", "softsign", "tanhshrink", "hardshrink", "softshrink", "sigmoid_", "isnan", "isinf",
                 "isfinite", "logical_not", "bitwise_not", "deg2rad", "rad2deg", "nan_to_num_", "round_", "normalize"}
SERIAL_KERNELS = SERIAL_IN_ONE_DIMENSION | {"normal_", "uniform_", "random_", "bernoulli_", "exponential_",
                  "geometric_", "cauchy_", "log_normal_", "bernoulli"}


def moved(value: Val, on_gpu: bool = True) -> Val:
    """A tensor or layer as it is on the GPU (or, ``on_gpu`` False, read as if it were not)."""
    return replace(value, on_gpu=on_gpu) if isinstance(value, (Tensor, Layer)) else value


def tensor_method(evaluation: Evaluation, receiver: Val, name: str, args: List[Val], kwargs: Dict[str, Val],
                  node: cst.CSTNode) -> Val:
    """``receiver.name(*args, **kwargs)`` of a tensor: the work it is, the CUDA it touches, what it gives."""
    if not isinstance(receiver, Tensor):
        return UNKNOWN
    shape = receiver.shape
    if name in ("cuda", "pin_memory") or (name == "to" and on_cuda(args, kwargs)):
        evaluation.cuda(f"a tensor's .{name}()", node)
        return Tensor(receiver.shape, receiver.strided, on_gpu=name != "pin_memory")
    if receiver.on_gpu and name not in METADATA:
        evaluation.cuda(f"a .{name}() of a tensor on the GPU", node)
        with evaluation.on_the_gpu():
            return moved(evaluation.method_call(Tensor(shape, receiver.strided), name, args, kwargs, node))
    if name in COPIES:
        return evaluation.elementwise(receiver, f"a .{name}() copy", node)
    if name in CONVERSIONS:
        target = CONVERSIONS[name]
        if receiver.dtype == target:
            return receiver  # (a tensor whose type the run did not follow is copied, as most are)
        evaluation.elementwise(receiver, f"a .{name}() copy", node)
        return Tensor(receiver.shape, on_gpu=receiver.on_gpu, dtype=target)
    if name == "to" and any(isinstance(value, Qualified) and value.name.startswith("torch.")
                            and value.name.rpartition(".")[2] in DTYPE_NAMES for value in [*args, *kwargs.values()]):
        # ``.to(torch.float64)``: a conversion as ``.double()`` is.
        chosen = next(value for value in [*args, *kwargs.values()] if isinstance(value, Qualified)
                      and value.name.rpartition(".")[2] in DTYPE_NAMES)
        assert isinstance(chosen, Qualified)
        conversion = {dtype: method for method, dtype in CONVERSIONS.items()}.get(
            DTYPE_NAMES[chosen.name.rpartition(".")[2]])
        if conversion is not None:
            return evaluation.method_call(receiver, conversion, [], {}, node)
        evaluation.elementwise(receiver, "a .to() copy", node)  # (to a type without a method of its own)
        return Tensor(receiver.shape, on_gpu=receiver.on_gpu, dtype=DTYPE_NAMES[chosen.name.rpartition(".")[2]])
    if name == "share_memory_":
        if receiver.numel is not None and receiver.numel * 4 > SHARE_MEMORY_GRAIN_BYTES:
            evaluation.work(f"share_memory_() of {receiver.numel:,} elements", node)
        return receiver
    if name in IN_PLACE_FILLS:
        return evaluation.elementwise(receiver, f".{name}()", node)
    if name in ROW_PARALLEL:
        dim = int_of(args[0]) if args else int_of(kwargs.get("dim", UNKNOWN))
        evaluation.over_rows(receiver, dim, name, node)
        return Tensor(shape) if name in ("softmax", "log_softmax", "layer_norm") else Tensor(())
    if name in ALWAYS_PARALLEL:
        if receiver.numel is not None and receiver.numel > 1:
            evaluation.work(f"{name} over {receiver.numel:,} elements", node)
        return Tensor(shape) if name in ("gelu", "batch_norm", "group_norm", "instance_norm") else Tensor(None)
    if name in FOURIER:
        given = kwargs.get("n", args[0] if args else None)
        if shape is not None and len(shape) > 1 and shape[-1] and (receiver.numel or 0) // shape[-1] > 1:
            evaluation.work(f"a {name} over {(receiver.numel or 0) // shape[-1]:,} rows", node)
            dim = int_of(kwargs.get("dim", Const(-1)))
            length = int_of(given) if given is not None else shape[-1]
            if name not in ONE_DIMENSIONAL_FOURIER or dim not in (-1, len(shape) - 1) or length is None:
                return Tensor(None)
            # Along the last dimension (the default): each row transformed, the rows kept.
            return Tensor(shape[:-1] + (transformed_length(name, length, given),))
        if name not in ONE_DIMENSIONAL_FOURIER or not (shape or given is not None):
            evaluation.over_grain(receiver, f"a {name}", node)
            return Tensor(None)
        # One signal or more: its length is ``n`` where given (the input cut or padded to it).
        length = int_of(given if given is not None else Const(shape[-1] if shape else None))
        if length is None:
            evaluation.may_work(f"a {name} of unknown length", node)
            return Tensor(None)
        if length > SERIAL_FOURIER_LENGTH:
            evaluation.work(f"a {name} of {length:,} points", node)
        return Tensor(shape[:-1] + (transformed_length(name, length, given),)) if shape else Tensor(None)
    if name in SERIAL_IN_ONE_DIMENSION and shape is not None and len(shape) > 1:
        evaluation.over_grain(receiver, f"a .{name}() along rows", node)
    if name in ("cumsum", "cumprod", "logcumsumexp"):
        return Tensor(shape)  # a running total keeps the shape
    if name == "bincount":
        # Measured: its input's extremes are reduced (40,000 values start the pool, 20,000 do not) and
        # its counts zero-filled (1,000 values into 100,000 bins start it). ``minlength`` is a lower bound
        # of the counts' length: a longer one is only more parallel.
        evaluation.over_grain(receiver, "a bincount", node)
        bins = int_of(kwargs.get("minlength", args[1] if len(args) > 1 else UNKNOWN))
        if bins is None:
            return Tensor(None)
        evaluation.over_grain(Tensor((bins,)), "a bincount's counts", node)
        return Tensor((bins,))
    if name == "vector_norm":
        # ``torch.linalg.vector_norm(x, ord=2, dim=None, keepdim=False)``: a reduction, as ``x.norm`` is.
        over = args[1] if len(args) > 1 else kwargs.get("dim")
        keep = args[2] if len(args) > 2 else kwargs.get("keepdim", Const(False))
        return evaluation.method_call(receiver, "norm", [], {"dim": over, "keepdim": keep} if over is not None else {},
                                node)
    if name in REDUCTIONS:
        if name != "norm" or args or "dim" in kwargs:  # measured: a whole-tensor norm of 1e5 is serial
            evaluation.over_grain(receiver, f"a .{name}() reduction", node)
        if not args and "dim" not in kwargs:
            return Tensor(()) if name not in ("max", "min") or not kwargs else Tensor(None)
        dim = int_of(args[0]) if args else int_of(kwargs.get("dim", UNKNOWN))
        keep = kwargs.get("keepdim", args[1] if len(args) > 1 else Const(False))
        if shape is not None and dim is not None and -len(shape) <= dim < len(shape) \
                and isinstance(keep, Const) and name not in ("max", "min", "median"):
            at = dim % len(shape)
            return Tensor(shape[:at] + ((1,) if keep.value else ()) + shape[at + 1:])
        return Tensor(None)
    if name in ELEMENTWISE:
        other = args[0] if args else UNKNOWN
        return evaluation.elementwise(Tensor(broadcast(receiver, other)) if isinstance(other, Tensor) else receiver,
                                f".{name}()", node, name)
    if name in LINEAR_ALGEBRA and args:
        return evaluation.matmul(receiver, args[0], node)
    if name == "sort":
        evaluation.over_grain(receiver, "a sort", node)
        return Seq([Tensor(shape), Tensor(shape)])
    if name == "topk" and args and int_of(args[0]) is not None and shape:
        # Measured serial over 1e6 elements; (values, indices) of k along the last dimension.
        picked = Tensor(shape[:-1] + (int_of(args[0]) or 0,))
        return Seq([picked, Tensor(picked.shape)])
    if name in ("index_select", "gather") and len(args) >= 2 and isinstance(args[1], Tensor):
        dim = int_of(args[0])
        return evaluation.gathered(receiver, args[1], dim if dim is not None else 0, node)
    if name == "tolist":
        return Seq([], False, shape) if shape else UNKNOWN
    if name == "item":
        return UNKNOWN
    if name == "numel" and receiver.numel is not None:
        return Const(receiver.numel)
    if name == "size" and shape is not None:
        dim = int_of(args[0]) if args else None
        if args and dim is not None and -len(shape) <= dim < len(shape):
            return Const(shape[dim])
        return Seq([Const(size) for size in shape]) if not args else UNKNOWN
    if name in ("t", "T") and shape is not None and len(shape) <= 2:
        return Tensor(tuple(reversed(shape)), strided=len(shape) == 2)
    if name in ("view", "reshape", "expand") and args:
        sizes = [int_of(arg) for arg in (args[0].items if len(args) == 1 and isinstance(args[0], Seq) else args)]
        if None not in sizes:
            known = [size for size in sizes if size is not None]
            if name == "expand" and shape is not None and len(known) >= len(shape):
                # -1 keeps a size; only sizes of 1 grow, without a copy
                offset = len(known) - len(shape)
                grown = tuple(shape[i - offset] if size == -1 and i >= offset else size
                              for i, size in enumerate(known))
                return Tensor(grown, strided=grown != shape)
            if -1 in known and receiver.numel is not None and known.count(-1) == 1:
                rest = 1
                for size in known:
                    rest *= size if size != -1 else 1
                known = [receiver.numel // rest if size == -1 else size for size in known] if rest else known
            if -1 not in known and name != "expand":
                return Tensor(tuple(known), strided=receiver.strided)
    if name == "contiguous":
        if receiver.strided:
            return evaluation.elementwise(Tensor(shape), "a .contiguous() copy", node)
        return receiver
    if name in ("transpose", "permute") and shape is not None and len(shape) >= 2:
        return Tensor(None if name == "permute" else swapped_axes(shape, args), strided=True)
    if name == "unsqueeze" and shape is not None and args:
        dim = int_of(args[0])
        if dim is not None and -len(shape) - 1 <= dim <= len(shape):
            at = dim if dim >= 0 else len(shape) + 1 + dim
            return Tensor(shape[:at] + (1,) + shape[at:])
    if name == "squeeze" and shape is not None and len(args) <= 1 and not kwargs:
        # ``squeeze()`` drops every size of 1, ``squeeze(dim)`` that one (if it is 1): a view.
        dim = int_of(args[0]) if args else None
        if not args:
            return Tensor(tuple(size for size in shape if size != 1), strided=receiver.strided)
        if dim is not None and -len(shape) <= dim < len(shape):
            at = dim % len(shape)
            kept = shape[:at] + shape[at + 1:] if shape[at] == 1 else shape
            return Tensor(kept, strided=receiver.strided)
    if name in ("detach", "requires_grad_", "cpu", "to", "cuda", "contiguous"):
        return receiver
    if name in ("flatten", "view", "reshape") and receiver.numel is not None and not args:
        return Tensor((receiver.numel,))
    if name == "repeat" and shape is not None and args:
        # ``row.repeat(600)``: a copy into the tiled output (measured: a 500-element row repeated 66
        # times, 33,000 elements, starts the pool; 60 times, 30,000, does not).
        counts = [int_of(arg) for arg in (args[0].items if len(args) == 1 and isinstance(args[0], Seq) else args)]
        if None not in counts and len(counts) >= len(shape):
            padded = (1,) * (len(counts) - len(shape)) + tuple(shape)
            tiled = Tensor(tuple(size * (count or 0) for size, count in zip(padded, counts)))
            evaluation.over_grain(tiled, "a .repeat() copy", node)
            return tiled
        evaluation.unsized("a .repeat() copy", node)
        return Tensor(None)
    if name == "flatten" and shape and (args or kwargs):
        # ``x.flatten(1)``: the dimensions from ``start_dim`` to ``end_dim`` made one.
        start = int_of(kwargs.get("start_dim", args[0] if args else Const(0)))
        end = int_of(kwargs.get("end_dim", args[1] if len(args) > 1 else Const(-1)))
        if start is not None and end is not None and -len(shape) <= start < len(shape) \
                and -len(shape) <= end < len(shape) and start % len(shape) <= end % len(shape):
            first, last = start % len(shape), end % len(shape)
            merged = 1
            for size in shape[first:last + 1]:
                merged *= size
            return Tensor(shape[:first] + (merged,) + shape[last + 1:])
    if name == "cdist" and args and isinstance(args[0], Tensor) and shape and args[0].shape:
        # One distance per pair of rows, split as pdist's are: parallel once pairs x columns pass
        # 2,048 (measured: 17x8 against 16x8 starts the pool, 16x8 against 16x8 does not; 512x32
        # against 64x32, far under the elementwise grain in its output, does).
        output = Tensor(shape[:-1] + args[0].shape[-2:-1])
        if output.numel is not None and output.numel * shape[-1] > PDIST_GRAIN:
            evaluation.work(f"a cdist over {output.numel:,} pairs of {shape[-1]}-element rows", node)
        elif output.numel is None:
            evaluation.unsized("a cdist", node)
        return output
    if name in ("quantile", "nanquantile") and args and "dim" not in kwargs and len(args) == 1:
        evaluation.over_grain(receiver, f"a .{name}()", node)  # a sort of the whole tensor
        return Tensor(args[0].shape if isinstance(args[0], Tensor) else ())
    if name == "one_hot":
        classes = int_of(kwargs.get("num_classes", args[0] if args else UNKNOWN))
        evaluation.over_grain(Tensor(shape + (classes,)) if shape is not None and classes else Tensor(None),
                        "one_hot", node)
        return Tensor(shape + (classes,)) if shape is not None and classes else Tensor(None)
    if name == "unfold" and shape and len(args) == 3 and None not in [int_of(arg) for arg in args]:
        # ``x.unfold(dim, size, step)``: a view of the windows along ``dim``, the window last.
        dim, size, step = (int_of(arg) or 0 for arg in args)
        if -len(shape) <= dim < len(shape) and step > 0 and 0 < size <= shape[dim]:
            windows = list(shape)
            windows[dim] = (shape[dim] - size) // step + 1
            return Tensor(tuple(windows) + (size,), strided=True)
    if name in ("chunk", "split", "tensor_split", "unbind") and shape:
        return pieces(name, shape, args, kwargs)
    if name == "histc":
        # Measured: a histogram of 300 values starts the pool, of 200 does not (torch 2.13 CPU): far
        # under the grain the other kernels are measured against.
        if receiver.numel is not None and receiver.numel > HISTOGRAM_GRAIN:
            evaluation.work(f"a histc over {receiver.numel:,} values", node)
        elif receiver.numel is None:
            evaluation.unsized("a histc", node)
        bins = int_of(kwargs.get("bins", args[0] if args else Const(100)))
        return Tensor((bins,) if bins is not None else None)
    if name in DECOMPOSITIONS and name not in LINEAR_ALGEBRA:
        evaluation.work(f"a .{name}()", node)
    if name in ("backward", "step") or name.startswith("linalg"):
        evaluation.may_work(f".{name}()", node)
    elif name not in NO_KERNEL and name not in SERIAL_KERNELS:
        # Any other kernel over a tensor past the grain: torch's kernels split such a tensor
        # across the pool (``F.normalize``, ``.masked_fill``, ``.nan_to_num``...).
        evaluation.over_grain(receiver, f"a .{name}()" if not isinstance(node, cst.Call) or
                        not isinstance(node.func, cst.Name) else f"{name}()", node)
    if name in SHAPE_KEEPING:
        return Tensor(shape)
    if name.endswith("_") and not name.startswith("_"):
        return receiver  # an in-place kernel (``log_normal_``, ``clamp_``): the tensor itself
    return Tensor(None)


METHODS: Dict[str, MethodModel] = {"torch.Tensor": tensor_method}
