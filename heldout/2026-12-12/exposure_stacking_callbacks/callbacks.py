"""Callbacks fired by the Stacker after each stacked field."""
import multiprocessing as mp


class Callback:
    def on_field_done(self, field, image):
        pass

    def on_run_end(self):
        pass


class ProgressPrinter(Callback):
    def on_field_done(self, field, image):
        print(f"field {field} stacked, shape {tuple(image.shape)}", flush=True)


class AsyncThumbnailWriter(Callback):
    """Writes a down-sampled preview of every field in the background."""

    def __init__(self, render):
        self.render = render
        self.jobs = []

    def on_field_done(self, field, image):
        p = mp.Process(target=self.render, args=(field, image))
        p.start()
        self.jobs.append(p)

    def on_run_end(self):
        for p in self.jobs:
            p.join()
