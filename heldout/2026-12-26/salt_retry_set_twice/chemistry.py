def evaporate(pan):
    salinity = float(pan["salinity"])
    if salinity < 0:
        raise ValueError("negative salinity", pan["pan"])
    return pan["pan"], round(salinity * 0.8, 2)
