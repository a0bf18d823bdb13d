from tracing import logged


@logged
def measure(name, length, out):
    out.put((name, length * 3 // 2))
