class Callback:
    def on_train_start(self, trainer):
        pass

    def on_epoch_end(self, trainer, epoch):
        pass

    def on_train_end(self, trainer):
        pass
