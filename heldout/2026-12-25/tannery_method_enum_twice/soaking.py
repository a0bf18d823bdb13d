def soak(hide):
    return f"hide {hide} soaked"


def soak_batch(ctx, hides):
    with ctx.Pool(2) as pool:
        return pool.map(soak, range(hides))
