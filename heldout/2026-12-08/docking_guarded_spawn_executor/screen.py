import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from docking import pose_scores


def dock_library(seeds, ligand_atoms, pocket_atoms, poses, workers=2):
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(workers, mp_context=ctx) as ex:
        n = len(seeds)
        return list(ex.map(pose_scores, seeds, [ligand_atoms] * n, [pocket_atoms] * n, [poses] * n))
