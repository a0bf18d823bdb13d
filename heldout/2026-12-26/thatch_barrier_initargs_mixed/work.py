def lay_course(bundles):
    return bundles * 12
