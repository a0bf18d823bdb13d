import functools


def tolerance_check(nominal, tol, part):
    value = nominal + ((part * 37) % 11 - 5) * tol / 4
    return abs(value - nominal) <= tol


def make_checker(nominal, tol):
    return functools.partial(tolerance_check, nominal, tol)
