"""Accuracy and speed measurement: `veracity eval` and `veracity bench`."""
