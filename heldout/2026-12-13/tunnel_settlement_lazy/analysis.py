from multiprocessing import Pool

import grid


def band_curvature(band, lines_per_band):
    s = grid.SURFACE[band * lines_per_band:(band + 1) * lines_per_band]
    curvature = (s[:, 2:] - 2 * s[:, 1:-1] + s[:, :-2]).abs().amax(dim=1)
    return [(band * lines_per_band + i, float(k)) for i, k in enumerate(curvature)]


def worst_lines(n_lines, lines_per_band=8, workers=2, top=3):
    with Pool(workers) as pool:
        bands = pool.starmap(band_curvature, [(b, lines_per_band) for b in range(n_lines // lines_per_band)])
    results = [r for band in bands for r in band]
    return sorted(results, key=lambda r: -r[1])[:top]
