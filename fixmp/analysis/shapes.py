"""Shapes the program run (``fixmp.analysis.effects``) computes without running anything: what a tensor
factory, a broadcast, a matrix product, a convolution, an interpolation or a numpy call makes of the sizes
it is handed."""

from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple

from fixmp.analysis.parallel import broadcast_shapes
from fixmp.analysis.values import MAX_ITEMS, UNKNOWN, Array, Const, ContextVal, Qualified, Seq, Shape, Tensor, Val

NUMPY_SIZE_POSITION = {
    "random": 0, "random_sample": 0, "sample": 0, "ranf": 0, "standard_normal": 0, "standard_exponential": 0,
    "exponential": 1, "poisson": 1, "choice": 1, "standard_t": 1, "chisquare": 1, "geometric": 1,
    "normal": 2, "uniform": 2, "lognormal": 2, "laplace": 2, "logistic": 2, "gumbel": 2, "binomial": 2,
    "gamma": 2, "beta": 2, "integers": 2, "randint": 2, "negative_binomial": 2, "vonmises": 2,
}
NUMPY_FILLS = {"zeros", "ones", "empty", "full"}
NUMPY_SAME_SHAPE = {"exp", "log", "log1p", "sqrt", "abs", "tanh", "clip", "sign", "square", "round", "floor", "ceil",
                    "nan_to_num", "copy", "ascontiguousarray", "asarray", "array", "maximum", "minimum", "where",
                    "astype", "cumsum", "sort", "argsort", "float32", "float64"}
WINDOWS = {"hann_window", "hamming_window", "blackman_window", "bartlett_window", "kaiser_window"}


def int_of(value: Val) -> Optional[int]:
    if isinstance(value, Const) and isinstance(value.value, int) and not isinstance(value.value, bool):
        return value.value
    if isinstance(value, Const) and isinstance(value.value, float) and value.value.is_integer():
        return int(value.value)
    return None


def nested_shape(data: Val, depth: int = 0) -> Optional[Shape]:
    """The shape of a nested list of numbers (``[[[[-1.0, 0.0, 1.0]]]]`` is 1x1x1x3)."""
    if isinstance(data, Seq) and data.shape is not None:
        return data.shape  # a list not every number of which is listed
    if not isinstance(data, Seq) or not data.complete or depth > 8:
        return None
    if all(isinstance(item, Const) for item in data.items):
        return (len(data.items),)
    inner = [nested_shape(item, depth + 1) for item in data.items]
    if not inner or inner[0] is None or any(shape != inner[0] for shape in inner):
        return None
    return (len(data.items), *inner[0])


def convolved(data: Tensor, weight: Val, dims: int, kwargs: Dict[str, Val]) -> Optional[Shape]:
    """The shape ``F.conv2d(data, weight, stride=, padding=, dilation=)`` returns: (N, out, *sizes)."""
    if data.shape is None or len(data.shape) != dims + 2 or not isinstance(weight, Tensor) \
            or weight.shape is None or len(weight.shape) != dims + 2:
        return None

    def each(name: str, default: int) -> Optional[List[int]]:
        given = kwargs.get(name, Const(default))
        if isinstance(given, Seq) and given.complete and len(given.items) == dims:
            values = [int_of(item) for item in given.items]
            return None if None in values else [value or 0 for value in values]
        value = int_of(given)
        return [value] * dims if value is not None else None

    stride, padding, dilation = each("stride", 1), each("padding", 0), each("dilation", 1)
    if stride is None or padding is None or dilation is None or 0 in stride:
        return None
    sizes = [(size + 2 * pad - spread * (kernel - 1) - 1) // step + 1
             for size, kernel, step, pad, spread in zip(data.shape[2:], weight.shape[2:], stride, padding, dilation)]
    return (data.shape[0], weight.shape[0], *sizes) if all(size > 0 for size in sizes) else None


def as_tensor_value(value: Val) -> Val:
    return Tensor(value.shape) if isinstance(value, Array) else value


def numpy_size(value: Val) -> Optional[Shape]:
    if isinstance(value, Const) and isinstance(value.value, int) and not isinstance(value.value, bool):
        return (value.value,)
    if isinstance(value, Seq) and value.complete:
        sizes = [int_of(item) for item in value.items]
        return tuple(size for size in sizes if size is not None) if None not in sizes else None
    return None


def numpy_call(name: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
    """An array numpy makes, by its shape (numpy's kernels are not torch's: none is work)."""
    short = name.rpartition(".")[2]
    if short in ("default_rng", "RandomState", "Generator"):
        return Qualified("numpy.random.Generator")
    if name.startswith("numpy.random."):
        if short in ("rand", "randn"):
            return Array(numpy_size(Seq(list(args))) if args else ())
        if short == "permutation" and args and int_of(args[0]) is not None:
            return Array((int_of(args[0]) or 0,))
        position = NUMPY_SIZE_POSITION.get(short)
        if position is None:
            return UNKNOWN
        size = kwargs.get("size", args[position] if len(args) > position else None)
        return Array(numpy_size(size) if size is not None else ())
    if short in NUMPY_FILLS:
        return Array(numpy_size(args[0] if args else kwargs.get("shape", UNKNOWN)))
    if short in ("zeros_like", "ones_like", "empty_like", "full_like"):
        return Array(args[0].shape if args and isinstance(args[0], Array) else None)
    if short in ("arange", "linspace"):
        made = factory_shape(short, args, kwargs) if short == "arange" else \
            Tensor((int_of(args[2] if len(args) > 2 else kwargs.get("num", Const(50))) or 0,))
        return Array(made.shape)
    if short in NUMPY_SAME_SHAPE and args and isinstance(args[0], Array):
        return Array(args[0].shape)
    if short in ("stack", "concatenate", "vstack") and args and isinstance(args[0], Seq) and args[0].complete:
        shapes = [item.shape for item in args[0].items if isinstance(item, Array)]
        if len(shapes) != len(args[0].items) or not shapes or any(shape is None for shape in shapes):
            return Array(None)
        first = shapes[0] or ()
        if short == "stack":
            return Array((len(shapes),) + first)
        return Array((sum((shape or (0,))[0] for shape in shapes),) + first[1:]) if first else Array(None)
    return UNKNOWN


def array_method(array: Array, name: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
    shape = array.shape
    if name in NUMPY_SAME_SHAPE:
        return Array(shape)
    if name == "reshape" and args:
        sizes = numpy_size(args[0] if len(args) == 1 else Seq(list(args)))
        if sizes is not None and shape is not None and sizes.count(-1) == 1:
            rest = 1
            for size in sizes:
                rest *= size if size != -1 else 1
            total = Tensor(shape).numel or 0
            sizes = tuple(total // rest if size == -1 else size for size in sizes) if rest else None
        return Array(sizes)
    if name in ("ravel", "flatten") and shape is not None:
        return Array((Tensor(shape).numel or 0,))
    if name in ("sum", "mean", "std", "var", "max", "min") and shape is not None:
        axis = int_of(kwargs.get("axis", args[0] if args else UNKNOWN))
        if axis is None:
            return UNKNOWN if not args and "axis" not in kwargs else Array(None)
        return Array(shape[:axis % len(shape)] + shape[axis % len(shape) + 1:]) if shape else Array(None)
    if name == "tolist":
        return Seq([], False, shape) if shape else UNKNOWN
    return UNKNOWN


def method_named(value: Val) -> Optional[str]:
    """The start method a value names: a context's, or a method's name (``"spawn"``); None for anything else."""
    if isinstance(value, ContextVal):
        return value.method
    if isinstance(value, Const) and value.value in ("fork", "spawn", "forkserver"):
        return str(value.value)
    return None


def axis_lengths(axes: Sequence[Val]) -> Optional[List[int]]:
    """The lengths of 1-D tensors (``meshgrid``'s and ``cartesian_prod``'s inputs), or None if one is not known."""
    lengths = [axis.shape[0] for axis in axes if isinstance(axis, Tensor) and axis.shape and len(axis.shape) == 1]
    return lengths if len(lengths) == len(axes) else None


def interpolated(value: Tensor, size: Optional[Val], scale: Optional[Val]) -> Tensor:
    """``F.interpolate``'s output: the batch and channels kept, each spatial size given or scaled."""
    shape = value.shape
    if not shape or len(shape) < 3:
        return Tensor(None)
    spatial = len(shape) - 2
    if size is not None:
        sizes = [int_of(item) for item in size.items] if isinstance(size, Seq) else [int_of(size)] * spatial
    elif scale is not None:
        factors = [number_of(item) for item in scale.items] if isinstance(scale, Seq) else [number_of(scale)] * spatial
        sizes = [int(length * factor) if factor is not None else None
                 for length, factor in zip(shape[2:], factors)]
    else:
        return Tensor(None)
    if len(sizes) != spatial or any(size_ is None for size_ in sizes):
        return Tensor(None)
    return Tensor(shape[:2] + tuple(size_ or 0 for size_ in sizes))


def broadcast(left: Val, right: Val) -> Optional[Shape]:
    # A value that is no tensor (a number, a loop variable fixmp does not know) broadcasts as a scalar:
    # unknown tensors are ``Tensor(None)``.
    shapes = [value.shape for value in (left, right) if isinstance(value, Tensor)]
    if any(shape is None for shape in shapes):
        return None
    known = [shape for shape in shapes if shape is not None]
    if len(known) == 1:
        return known[0]
    return broadcast_shapes(*known)


def matmul_dims(left: Shape, right: Shape) -> Optional[Tuple[int, int, int, Shape]]:
    if len(right) == 1:
        rows = 1
        for size in left[:-1]:
            rows *= size
        return (rows, left[-1], 1, left[:-1])
    if len(left) == 1:
        return (1, left[0], right[-1], right[:-2] + right[-1:])
    rows = 1
    for size in left[:-1]:
        rows *= size
    return (rows, left[-1], right[-1], left[:-1] + (right[-1],))


def swapped_axes(shape: Shape, args: List[Val]) -> Optional[Shape]:
    dims = [int_of(arg) for arg in args[:2]]
    if len(dims) != 2 or None in dims:
        return None
    first, second = (dim % len(shape) for dim in dims if dim is not None)
    swapped = list(shape)
    swapped[first], swapped[second] = swapped[second], swapped[first]
    return tuple(swapped)


def factory_shape(short: str, args: List[Val], kwargs: Dict[str, Val]) -> Tensor:
    if short.endswith("_like"):
        return Tensor(args[0].shape) if args and isinstance(args[0], Tensor) else Tensor(None)
    if short == "arange":
        bounds = [number_of(value) for value in args[:3]]
        if not bounds or None in bounds:
            return Tensor(None)
        start, end, step = (0.0, bounds[0], 1.0) if len(bounds) == 1 else \
            (bounds[0], bounds[1], bounds[2] if len(bounds) > 2 else 1.0)
        if start is None or end is None or not step:
            return Tensor(None)
        count = max(0, int(-(-(end - start) // step)))
        return Tensor((count,))
    if short in ("linspace", "logspace"):
        steps = int_of(args[2]) if len(args) > 2 else int_of(kwargs.get("steps", UNKNOWN))
        return Tensor((steps,)) if steps is not None else Tensor(None)
    if short in WINDOWS:
        length = int_of(args[0]) if args else int_of(kwargs.get("window_length", UNKNOWN))
        return Tensor((length,)) if length is not None else Tensor(None)
    if short == "eye":
        rows = int_of(args[0]) if args else None
        columns = int_of(args[1]) if len(args) > 1 else rows
        return Tensor((rows, columns)) if rows is not None and columns is not None else Tensor(None)
    if short in ("tensor", "as_tensor"):
        data = args[0] if args else UNKNOWN
        if isinstance(data, Seq) and data.shape is not None:
            return Tensor(data.shape)
        return Tensor(nested_shape(data))
    if short == "randint":
        size = kwargs.get("size", args[-1] if args else UNKNOWN)
        return shape_of_sizes([size] if not isinstance(size, Seq) else size.items)
    if short == "randperm":
        length = int_of(args[0]) if args else None
        return Tensor((length,)) if length is not None else Tensor(None)
    if short == "full":
        size = args[0] if args else kwargs.get("size", UNKNOWN)
        return shape_of_sizes(size.items if isinstance(size, Seq) else [size])
    if short == "normal":
        # ``normal(mean, std, size=(n, m))``; ``normal(means, stds)``: the shape of the tensors given.
        if "size" in kwargs or len(args) > 2:
            size = kwargs.get("size", args[2] if len(args) > 2 else UNKNOWN)
            return shape_of_sizes(size.items if isinstance(size, Seq) else [size])
        tensors = [arg for arg in args[:2] if isinstance(arg, Tensor)]
        return Tensor(tensors[0].shape) if tensors else Tensor(None)
    if "size" in kwargs and not args:
        size = kwargs["size"]
        return shape_of_sizes(size.items if isinstance(size, Seq) else [size])
    if len(args) == 1 and isinstance(args[0], Seq):
        return shape_of_sizes(args[0].items)
    return shape_of_sizes(args)


def shape_of_sizes(sizes: Sequence[Val]) -> Tensor:
    ints = [int_of(size) for size in sizes]
    if not ints or None in ints:
        return Tensor(None)
    return Tensor(tuple(size or 0 for size in ints))


def number_of(value: Val) -> Optional[float]:
    if isinstance(value, Const) and isinstance(value.value, (int, float)) and not isinstance(value.value, bool):
        return float(value.value)
    return None


def pieces(how: str, shape: Shape, args: List[Val], kwargs: Dict[str, Val]) -> Val:
    """``x.chunk(n)``, ``x.split(size)``, ``x.tensor_split(n)``, ``x.unbind()``: views of ``x`` along a
    dimension (the first by default), listed up to ``MAX_ITEMS``."""
    dim = int_of(kwargs.get("dim", args[1] if len(args) > 1 else Const(0))) if how != "unbind" \
        else int_of(kwargs.get("dim", args[0] if args else Const(0)))
    if dim is None or not -len(shape) <= dim < len(shape):
        return Seq([Tensor(None)], False)
    dim %= len(shape)
    length = shape[dim]
    if how == "unbind":
        count, size = length, 0
    else:
        given = int_of(args[0] if args else kwargs.get("chunks", kwargs.get("split_size_or_sections", UNKNOWN)))
        if given is None or given <= 0:
            return Seq([Tensor(None)], False)
        size = -(-length // given) if how in ("chunk", "tensor_split") else given
        count = -(-length // size) if size else 0
    piece = Tensor(shape[:dim] + shape[dim + 1:]) if how == "unbind" else Tensor(shape[:dim] + (size,) + shape[dim + 1:])
    return Seq([piece] * min(count, MAX_ITEMS), count <= MAX_ITEMS)


def qr_factors(matrix: Val, mode: Val) -> Val:
    """``torch.linalg.qr(a)``: (Q, R), of shapes (..., m, k) and (..., k, n), k = min(m, n) (``"complete"``
    mode: Q is (..., m, m) and R (..., m, n))."""
    if not isinstance(matrix, Tensor) or matrix.shape is None or len(matrix.shape) < 2 \
            or not isinstance(mode, Const) or mode.value not in ("reduced", "complete"):
        return Seq([Tensor(None), Tensor(None)], True)
    *batch, rows, columns = matrix.shape
    inner = rows if mode.value == "complete" else min(rows, columns)
    return Seq([Tensor((*batch, rows, inner)), Tensor((*batch, inner, columns))], True)


def transformed_length(name: str, length: int, given: Optional[Val]) -> int:
    """The last dimension a 1-D Fourier transform of ``length`` points returns (``given``: its ``n``)."""
    if name in ("rfft", "ihfft"):
        return length // 2 + 1
    return 2 * (length - 1) if name == "irfft" and given is None else length
