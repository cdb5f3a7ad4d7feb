var x = 1; throw /* nothing */ (null);
