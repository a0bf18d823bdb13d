import torch


def expected_yield(row, coef):
    g = torch.Generator().manual_seed(int(row["days_in_milk"]))
    days = torch.rand(512, coef.shape[0], generator=g) @ torch.rand(coef.shape[0], coef.shape[0], generator=g)
    litres = (days @ coef).mean() / int(row["parity"]) ** 0.25
    return row["cow"], round(float(litres) / 40, 1)
