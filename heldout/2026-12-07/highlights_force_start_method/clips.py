import multiprocessing

from setup_mp import ensure_spawn


def clip_score(clip):
    return clip, (clip * 13) % 7


class HighlightReel:
    def __init__(self):
        ensure_spawn()

    def build(self, clips):
        with multiprocessing.Pool(2) as pool:
            return dict(pool.map(clip_score, clips))
