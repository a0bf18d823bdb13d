from timing import timed


@timed
def oil_strap(strap, coats, out):
    out.put((strap, coats * 2))
