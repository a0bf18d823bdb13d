def make_folder(ribs):
    """Returns the folding routine for an umbrella with this many ribs."""

    def fold(index):
        return sum(rib * index for rib in range(ribs))

    return fold
