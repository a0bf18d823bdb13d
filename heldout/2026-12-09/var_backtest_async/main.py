import asyncio

from engine import RiskEngine
from market import ReturnHistory


async def nightly(engine):
    variance = engine.refresh()
    print(f"portfolio variance {variance:.3e}")
    for seed, var99 in await engine.value_at_risk(seeds=[1, 2, 3, 4]):
        print(f"scenario {seed}: 99% VaR {var99:.4f}")


if __name__ == "__main__":
    engine = RiskEngine(ReturnHistory(n_days=4096, n_assets=256))
    try:
        asyncio.run(nightly(engine))
    finally:
        engine.close()
