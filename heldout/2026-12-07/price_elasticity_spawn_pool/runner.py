import multiprocessing as mp

from elasticity import category_fit


def fit_categories(cats, n_obs, start_method="spawn"):
    ctx = mp.get_context(start_method)
    with ctx.Pool(2) as pool:
        return dict(pool.map(category_fit, [(c, n_obs) for c in cats]))
