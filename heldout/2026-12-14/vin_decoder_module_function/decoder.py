import multiprocessing

WMI = {"1FT": "Ford truck", "JTD": "Toyota", "WAU": "Audi", "KMH": "Hyundai"}


def manufacturer(vin):
    return vin, WMI.get(vin[:3], "unknown"), 1980 + "ABCDEFGHJKLMNPRSTVWXY123456789".index(vin[9]) % 30


def decode_all(batch, worker=manufacturer):
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        return pool.map(worker, batch)
