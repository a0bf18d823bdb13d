from metrics import validate
from prep import prepare_epoch


def run_epochs(n_epochs):
    history = []
    for epoch in range(n_epochs):
        _, diag = prepare_epoch(epoch)
        loss = validate(epoch)
        history.append((epoch, diag, loss))
        print(f"epoch {epoch}: prep diag={diag} val loss={loss}", flush=True)
    return history
