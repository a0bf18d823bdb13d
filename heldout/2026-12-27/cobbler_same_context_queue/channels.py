"""Make the results channel from the context the workers will use."""


def results_channel(ctx):
    return ctx.Queue()
