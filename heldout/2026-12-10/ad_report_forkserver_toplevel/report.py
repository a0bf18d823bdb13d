import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch


def campaign_ctr(campaign_id, impressions):
    g = torch.Generator().manual_seed(campaign_id)
    clicks = torch.rand(impressions, generator=g) < 0.03
    return campaign_id, round(float(clicks.float().mean()), 4)


def run_report(campaign_ids, impressions, workers=2):
    ctx = multiprocessing.get_context("forkserver")
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
        return sorted(ex.map(campaign_ctr, campaign_ids, [impressions] * len(campaign_ids)))
