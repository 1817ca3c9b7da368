module.exports = { editor: {}, languages: {} };
