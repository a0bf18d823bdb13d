import torch


def haversine_matrix(a, b):
    lat1, lon1 = a[:, :1].deg2rad(), a[:, 1:].deg2rad()
    lat2, lon2 = b[:, 0].deg2rad(), b[:, 1].deg2rad()
    h = ((lat2 - lat1) / 2).sin() ** 2 + lat1.cos() * lat2.cos() * ((lon2 - lon1) / 2).sin() ** 2
    return 12742.0 * h.sqrt().asin()
