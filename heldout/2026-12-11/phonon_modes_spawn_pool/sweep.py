import multiprocessing as mp

from lattice import dynamical_matrix

POOL_CONTEXT = mp.get_context("spawn")


def stiffness(n_atoms, strain):
    d = dynamical_matrix(n_atoms, strain)
    return round(float((d @ d).diagonal().mean()), 1)


def sweep_strains(n_atoms, strains, workers=2):
    with POOL_CONTEXT.Pool(workers) as pool:
        return pool.starmap(stiffness, [(n_atoms, s) for s in strains])
