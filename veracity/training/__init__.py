"""Training code for the models Veracity ships (needs the `[train]` extra); never imported when serving."""
