"""Finishing treatments for tinware, some of them one-liners."""

FINISHES = {
    "burnish": lambda sheet: print("burnished", sheet, sheet * 2),
    "lacquer": lambda sheet: print("lacquered", sheet, sheet + 1),
}
