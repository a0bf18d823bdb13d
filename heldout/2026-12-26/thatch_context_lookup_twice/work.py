def tie(bundles):
    return bundles * 30
