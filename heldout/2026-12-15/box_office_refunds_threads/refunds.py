import torch


def refund_performance(ledger, perf, policy):
    prices = ledger.prices[perf].repeat(policy["simulations"])
    sold = ledger.sold[perf].repeat(policy["simulations"])
    claim = torch.rand(prices.numel(), generator=torch.Generator().manual_seed(perf)) < policy["claim_rate"]
    refunded = torch.where(sold & claim, prices * policy["refund_share"], torch.zeros(()))
    return perf, float(refunded.sum() / policy["simulations"])
