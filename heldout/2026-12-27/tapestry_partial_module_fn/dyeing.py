"""Weave a row in a given colour."""


def weave_row(row, colour):
    print("row", row, "woven in", colour)
