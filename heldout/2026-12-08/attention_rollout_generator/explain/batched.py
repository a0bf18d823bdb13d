from concurrent.futures import ProcessPoolExecutor

from .rollout import attention_rollout


def _cls_relevance(settings, batch, seed):
    r = attention_rollout(settings, batch, seed)
    return seed, int(r[:, 0, 1:].argmax(dim=1)[0])


def iter_rollouts(settings, seeds, batch, workers=2):
    with ProcessPoolExecutor(workers) as ex:
        yield from ex.map(_cls_relevance, [settings] * len(seeds), [batch] * len(seeds), seeds)
