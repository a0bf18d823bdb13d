def snapshot(model):
    return {k: v.detach().clone() for k, v in model.state_dict().items()}


def average(snapshots):
    keys = snapshots[0].keys()
    return {k: sum(s[k] for s in snapshots) / len(snapshots) for k in keys}
