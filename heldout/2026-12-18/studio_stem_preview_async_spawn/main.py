import asyncio

from service import PreviewService

STEMS = ["kick", "bass", "gtr", "vox"]


async def run():
    svc = PreviewService()
    try:
        for stem, level in await svc.render_all(STEMS):
            print(f"{stem:5s} preview brightness {level:.3f}")
    finally:
        svc.close()


if __name__ == "__main__":
    asyncio.run(run())
