import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from solvents import SOLVENTS, solubility_distance


def rank_for(solute):
    return sorted(SOLVENTS, key=lambda s: solubility_distance(solute, SOLVENTS.index(s)))[:2]


def screen(solutes, start_method="spawn"):
    with ProcessPoolExecutor(2, mp_context=mp.get_context(start_method)) as ex:
        return list(ex.map(rank_for, solutes))
