import statistics


def tally(day):
    name, high, low = day
    return name, round(statistics.fmean([high - low] * 12), 3)
