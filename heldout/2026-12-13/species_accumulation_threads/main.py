from functools import partial

from pool_utils import parallel_map
from rarefaction import abundance_table, accumulation

PLOTS, SPECIES, PERMUTATIONS = 600, 800, 6

if __name__ == "__main__":
    table = abundance_table(PLOTS, SPECIES)
    print("total individuals:", int(table.sum()))
    curves = parallel_map(partial(accumulation, table), range(PERMUTATIONS))
    half = [int(c[PLOTS // 2]) for c in curves]
    print("species after half the plots:", half)
