"""Build partial steps from the spec and fold the job through them."""
import functools

from steps import STEPS


def build(spec):
    built = []
    for entry in spec:
        params = dict(entry)
        name = params.pop("name")
        built.append(functools.partial(STEPS[name], **params))
    return built


def run(steps, job):
    return functools.reduce(lambda acc, step: step(acc), steps, job)
