import multiprocessing as mp

import colour


def fetch_reference(seed):
    """Compute the reference in a clean spawned helper so this process stays light."""
    with mp.get_context("spawn").Pool(1) as helper:
        return helper.apply(colour.reference_profile, (seed,))
