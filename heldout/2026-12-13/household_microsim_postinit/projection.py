import multiprocessing as mp

import torch


def _project_year(year, income, growth, out):
    g = torch.Generator().manual_seed(year)
    shock = torch.randn(income.shape[0], generator=g) * 0.05
    nxt = income * (1 + growth + shock)
    out.put((year, float((nxt < 15000).float().mean())))


def project(pop, years, growth):
    out = mp.SimpleQueue()
    rates = {}
    for year in years:
        proc = mp.Process(target=_project_year, args=(year, pop.income, growth, out))
        proc.start()
        y, rate = out.get()
        rates[y] = rate
        proc.join()
    return rates
